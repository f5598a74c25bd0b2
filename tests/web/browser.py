"""Driving the reference web page in Debian's chromium with Playwright (its own browser
download is not used: ``executable_path`` is the chromium found on PATH).

Also a program, to take the screenshot for the docs:
``python -m tests.web.browser docs/_static/web-frontend.png``
"""

from __future__ import annotations

import json
import shutil
import sys
from collections.abc import Iterator
from contextlib import contextmanager
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
ENABLED = "button.legal:not([disabled])"


@contextmanager
def chromium_page(width: int = 900, height: int = 900) -> Iterator[Any]:
    """A page of a new headless chromium; errors of the page's script fail at the end."""
    from playwright.sync_api import sync_playwright

    executable = shutil.which("chromium")
    assert executable is not None, "Debian's chromium is not on PATH"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": width, "height": height})
            errors: list[str] = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.on("console", lambda m: m.type == "error" and errors.append(m.text))
            yield page
            assert not errors, errors
        finally:
            browser.close()


def record_frames(page: Any) -> Client:
    """A stand-in client that keeps every websocket message the page receives."""
    client = Client(None)

    def on_frame(payload: str | bytes) -> None:
        text = payload if isinstance(payload, str) else payload.decode()
        message = json.loads(text)
        client.received.append((text, message))
        if message["type"] == "joined":
            client.joined = message

    page.on("websocket", lambda socket: socket.on("framereceived", on_frame))
    return client


def create_table(page: Any, running: Running, game: str, players: int, **options: Any) -> str:
    """Create a table with the page's form (one person, bots elsewhere); its id."""
    page.goto(running.url)
    page.select_option("#create select[name=game]", game)
    page.fill("#create input[name=players]", str(players))
    page.fill("#create input[name=humans]", "1")
    if options.get("hook"):
        page.check("#create input[name=hook]")
    if "hands" in options:
        page.fill("#create input[name=hands]", str(options["hands"]))
    page.click("#create button[type=submit]")
    page.wait_for_selector("#game:not([hidden])")
    page.wait_for_selector("#seats tr")
    return parse_qs(urlparse(page.url).query)["table"][0]


def click_until(page: Any, done: str) -> int:
    """Click the first legal move whenever there is one, until the JavaScript expression
    ``done`` is true; the number of clicks."""
    clicks = 0
    wait = f"() => document.querySelector({json.dumps(ENABLED)}) || ({done})"
    while True:
        page.wait_for_function(wait)
        if page.evaluate(f"() => Boolean({done})"):
            return clicks
        page.locator(ENABLED).first.click()
        clicks += 1


def take_screenshot(path: str) -> None:
    """A Wizard table of four in round 4, when it is the person's turn to play to a trick."""
    with running_server(bot_delay=0.0) as running, chromium_page(900, 860) as page:
        create_table(page, running, "wizard", 4, hook=True)
        mid_round = (
            "view && view.round >= 4 && view.trick.length >= 2 && view.to_act === me.seat"
            " && view.legal_actions.some((action) => action.type === 'Play')"
        )
        click_until(page, mid_round)
        page.screenshot(path=path, full_page=True)


if __name__ == "__main__":
    take_screenshot(sys.argv[1])
