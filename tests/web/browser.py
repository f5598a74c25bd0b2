"""Driving the page of ``tricktaker serve`` in Debian's chromium with Playwright (its own
browser download is not used: ``executable_path`` is the chromium found on PATH).

Also a program, to take the screenshots for the docs:
``python -m tests.web.browser docs/_static``
"""

from __future__ import annotations

import json
import shutil
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlparse

from tests.web.harness import Client, Running, running_server

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
# The moves a page offers: its own cards and choices, and the cards of a hand shown to all that
# it plays for another seat (bridge's declarer, the dummy's).
MOVES = (
    "#hand button.legal:not([disabled]):not(.picked), #choices button.legal:not([disabled]),"
    " .shown-hand button.legal:not([disabled])"
)
PHONE = 390  # px: the narrowest width the page is made for
NAME_FIELD = "document.querySelector('#create input[name=name]')"


@contextmanager
def chromium_page(width: int = 1000, height: int = 900) -> Iterator[Any]:
    """A page of a new headless chromium; errors of the page's script fail at the end (also
    those of the pages :func:`another_page` opens beside it)."""
    from playwright.sync_api import sync_playwright

    executable = shutil.which("chromium")
    assert executable is not None, "Debian's chromium is not on PATH"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            errors: list[str] = []
            yield _new_page(browser, errors, width, height)
            assert not errors, errors
        finally:
            browser.close()


def another_page(page: Any, width: int = 1000, height: int = 900) -> Any:
    """A page beside ``page``, in the same browser but with storage of its own (another
    person's: its own name, its own seat's token); its script's errors fail as ``page``'s."""
    return _new_page(page.context.browser, page._script_errors, width, height)


def _new_page(browser: Any, errors: list[str], width: int, height: int) -> Any:
    page = browser.new_page(viewport={"width": width, "height": height})
    page.set_default_timeout(30_000)  # a bound on each wait for a condition (as TIMEOUT)
    page._script_errors = errors
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    return page


def record_frames(page: Any) -> Client:
    """A stand-in client that keeps every websocket message the page receives (of its last
    connection: the page opens a new one when the name or the language changes)."""
    client = Client(None)

    def on_frame(payload: str | bytes) -> None:
        text = payload if isinstance(payload, str) else payload.decode()
        message = json.loads(text)
        if message["type"] == "welcome":
            client.received.clear()
        client.received.append((text, message))
        if message["type"] == "joined":
            client.joined = message

    def on_sent(payload: str | bytes) -> None:
        message = json.loads(payload)
        if message["type"] == "hello":
            client.lang = message.get("lang", "en")

    def on_socket(socket: Any) -> None:
        socket.on("framereceived", on_frame)
        socket.on("framesent", on_sent)

    page.on("websocket", on_socket)
    return client


def create_table(
    page: Any,
    running: Running,
    game: str,
    *,
    name: str = "Ana",
    language: str = "en",
    clock: int = 0,
    humans: int = 1,
    **rules: Any,
) -> str:
    """Create a table with the page's form (``humans`` seats for people, bots elsewhere, a
    turn clock of ``clock`` seconds or none); its id."""
    page.goto(running.url)
    page.wait_for_selector("#create select[name=game] option", state="attached")
    # The page sets up its language menu and its form after loading its strings: wait for
    # that (the name field's handler is set last), not for the page's load alone.
    page.wait_for_function(f"() => {NAME_FIELD}.onchange !== null")
    page.select_option("#language", language)
    page.wait_for_function(f"() => document.documentElement.lang === {json.dumps(language)}")
    page.fill("#create input[name=name]", name)
    page.select_option("#create select[name=game]", game)
    if rules:  # the rules the page folds away (those without words of its own) shown too
        page.evaluate("() => { document.getElementById('more-rules').open = true; }")
    for rule, value in rules.items():
        field = f"#create [name='rule:{rule}']"
        if isinstance(value, bool):
            page.set_checked(field, value)
        elif page.locator(field).evaluate("e => e.tagName") == "SELECT":
            page.select_option(field, str(value))
        else:
            page.fill(field, str(value))
    page.fill("#create input[name=humans]", str(humans))
    page.fill("#create input[name=clock]", str(clock))
    page.click("#create button[type=submit]")
    page.wait_for_selector("#game:not([hidden])")
    page.wait_for_function("() => state.shown !== null")
    return parse_qs(urlparse(page.url).query)["table"][0]


def wait_for_move_or(page: Any, done: str) -> bool:
    """Wait until the person may move or the JavaScript expression ``done`` is true; which."""
    page.wait_for_function(f"() => document.querySelector({json.dumps(MOVES)}) || ({done})")
    return bool(page.evaluate(f"() => Boolean({done})"))


def click_until(page: Any, done: str) -> int:
    """Click the first move offered whenever there is one, until ``done``; the clicks."""
    clicks = 0
    while not wait_for_move_or(page, done):
        page.locator(MOVES).first.click()
        clicks += 1
    return clicks


MID_TRICK = (
    "state.shown.round >= 3 && state.shown.trick.length >= 2"
    " && state.shown.to_act === state.me.seat"
    " && state.shown.legal_actions.some((action) => action.type === 'Play')"
)


def take_screenshots(directory: Path) -> list[Path]:
    """The table mid-trick, its score sheet, the end of a game, and a bridge declarer playing
    the dummy's cards, for docs/web.md."""
    directory.mkdir(parents=True, exist_ok=True)
    shots = [directory / f"web-{name}.png" for name in ("table", "sheet", "over", "phone")]
    shots.append(take_bridge_screenshot(directory))
    with running_server(bot_delay=0.0) as running:
        with chromium_page(960, 900) as page:
            create_table(page, running, "wizard", players=4, hook=True)
            click_until(page, MID_TRICK)
            page.screenshot(path=shots[0], clip=_below_header(page, "#sheets"))
            click_until(page, "state.shown.round >= 6 && state.shown.trick.length === 0")
            page.locator("#sheets").screenshot(path=shots[1])
        with chromium_page(960, 900) as page:
            create_table(page, running, "szaman", players=3, hands=2)
            click_until(page, "state.shown.to_act === null")
            page.wait_for_selector("#over:not([hidden])")
            top = page.locator("#over").bounding_box()["y"] - 8
            bottom = page.locator("#sheets").bounding_box()
            height = bottom["y"] + bottom["height"] - top
            page.screenshot(path=shots[2], full_page=True, clip=_rows(page, top, height))
        with chromium_page(PHONE, 820) as page:
            create_table(page, running, "wizard", language="pl", players=4)
            click_until(page, MID_TRICK)
            page.screenshot(path=shots[3])
    return shots


DUMMY_TO_PLAY = (
    "state.shown.phase === 'play' && state.shown.to_act === 2 && state.shown.decider === 0"
    " && state.shown.played.length >= 8"
)


def take_bridge_screenshot(directory: Path) -> Path:
    """North bids 3NT and, if the bots let it declare, plays to the dummy's turn in the third
    trick: the table with the faced dummy, its legal cards raised, for docs/web.md."""
    shot = directory / "web-bridge.png"
    with running_server(bot_delay=0.0) as running:
        for _ in range(20):  # a heuristic bot may outbid 3NT: deal again
            with chromium_page(960, 1000) as page:
                create_table(page, running, "bridge")
                wait_for_move_or(page, "false")
                page.locator("#choices button", has_text="3NT").click()
                # North passes after that, and plays its first card to the dummy's turn.
                click_until(page, f"({DUMMY_TO_PLAY}) || state.shown.to_act === null")
                if page.evaluate(f"() => {DUMMY_TO_PLAY}"):
                    page.screenshot(path=shot, clip=_below_header(page, "#mine .hint"))
                    return shot
    raise AssertionError("North never declared 3NT in twenty deals")


def _below_header(page: Any, until: str) -> dict[str, float]:
    """The page from its top to the top of ``until``: the table without what follows."""
    return _rows(page, 0, page.locator(until).bounding_box()["y"])


def _rows(page: Any, top: float, height: float) -> dict[str, float]:
    return {"x": 0, "y": top, "width": page.viewport_size["width"], "height": height}


if __name__ == "__main__":
    for path in take_screenshots(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/_static")):
        print(path)
