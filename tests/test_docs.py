"""The documentation builds without a warning, and the examples on its pages run as a reader
pastes them: each page's ``{doctest}`` examples in order, in a fresh interpreter session with
nothing imported beforehand, and each ``python`` block as a program of its own."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
import re
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

import tricktaker
from tricktaker import Card, Suit, cards

DOCS = Path(__file__).resolve().parent.parent / "docs"
PAGES = sorted(path for path in DOCS.rglob("*.md") if "_build" not in path.parts)
FENCE = re.compile(r"^(`{3,})(\{doctest\}|python)[ \t]*\n(.*?)^\1[ \t]*$", re.M | re.S)
# The doctest builder's default flags (sphinx.ext.doctest), so both runs read a page alike.
FLAGS = doctest.ELLIPSIS | doctest.IGNORE_EXCEPTION_DETAIL | doctest.DONT_ACCEPT_TRUE_FOR_1


def code_blocks(page: Path) -> list[tuple[str, str, int]]:
    """The page's examples: (kind, text, line of the fence), in page order."""
    text = page.read_text(encoding="utf-8")
    return [
        (match.group(2), match.group(3), text.count("\n", 0, match.start()) + 1)
        for match in FENCE.finditer(text)
    ]


def test_pages_have_examples() -> None:
    kinds = {kind for page in PAGES for kind, _, _ in code_blocks(page)}
    assert kinds == {"{doctest}", "python"}
    assert (DOCS / "quickstart.md") in PAGES


def test_the_doctest_builder_has_no_global_setup() -> None:
    # A global setup would hide a page's missing imports (issue 14).
    conf = (DOCS / "conf.py").read_text(encoding="utf-8")
    assert "doctest_global_setup" not in conf


@pytest.mark.parametrize("page", PAGES, ids=lambda path: str(path.relative_to(DOCS)))
def test_each_page_runs_as_a_reader_pastes_it(page: Path, scratch_registry: None) -> None:
    # scratch_registry: "Writing a game" registers a game, which the other tests must not see
    session: dict[str, object] = {}  # one interpreter session for the page's examples
    runner = doctest.DocTestRunner(optionflags=FLAGS)
    report: list[str] = []
    for kind, text, line in code_blocks(page):
        if kind == "{doctest}":
            test = doctest.DocTestParser().get_doctest(text, session, page.name, str(page), line)
            runner.run(test, out=report.append, clear_globs=False)
            session = test.globs  # a DocTest runs in a copy: carry its names on
        else:  # a program: pasted into a fresh interpreter, it runs
            exec(compile(text, f"{page.name}, line {line}", "exec"), {"__name__": "__main__"})
    assert runner.failures == 0, "".join(report)


def sphinx(builder: str, target: Path) -> subprocess.CompletedProcess[str]:
    """Build the docs with ``builder`` into ``target`` (the test is skipped without Sphinx)."""
    pytest.importorskip("sphinx", reason="the docs dependency group is not installed")
    return subprocess.run(
        [sys.executable, "-m", "sphinx", "-n", "-W", "--keep-going", "-q", "-b", builder]
        + [str(DOCS), str(target)],
        capture_output=True,
        text=True,
        check=False,
    )


@pytest.fixture(scope="module")
def html(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The HTML docs, built once for this module's tests."""
    target = tmp_path_factory.mktemp("html")
    result = sphinx("html", target)
    assert result.returncode == 0, result.stdout + result.stderr
    return target


def test_the_html_builds_cleanly(html: Path) -> None:
    assert (html / "api.html").is_file()


def test_the_api_reference_is_a_page_per_module_all_in_its_contents(html: Path) -> None:
    pages = sorted(path.stem for path in (DOCS / "api").glob("*.md"))
    assert len(pages) >= 15
    index = (DOCS / "api.md").read_text(encoding="utf-8")
    listed = re.findall(r"^api/(\S+)$", index, flags=re.MULTILINE)
    assert sorted(listed) == pages
    for page in pages:
        assert (html / "api" / f"{page}.html").is_file()


def test_the_stability_policy_is_linked_from_the_index(html: Path) -> None:
    index = (html / "index.html").read_text(encoding="utf-8")
    assert 'href="stability.html"' in index
    policy = re.sub(r"<[^>]*>", "", (html / "stability.html").read_text(encoding="utf-8"))
    for heading in ("What is public", "How a change is made", "The JSON format and its version"):
        assert heading in policy


def test_the_doctest_builder_runs_every_page_cleanly(tmp_path: Path) -> None:
    result = sphinx("doctest", tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr


def documented(html: Path) -> set[str]:
    """The Python objects that the built docs describe, by the names they are shown under."""
    with (html / "objects.inv").open("rb") as file:
        for _ in range(4):  # the inventory's header lines
            file.readline()
        entries = zlib.decompress(file.read()).decode("utf-8").splitlines()
    return {line.split(" ")[0] for line in entries if line.split(" ")[1].startswith("py:")}


def resolve(name: str) -> object:
    """The object a dotted name shows, or None."""
    parts = name.split(".")
    for split in range(len(parts), 0, -1):
        try:
            obj: object = importlib.import_module(".".join(parts[:split]))
        except ImportError:
            continue
        for part in parts[split:]:
            obj = getattr(obj, part, None)
        return obj
    return None


COMMAND_LINE = ("tricktaker.cli", "tricktaker.__main__", "tricktaker.terminal")


def public_modules(names: set[str]) -> list[str]:
    """The package, its modules but the command line's, and every module the reference names
    (an object documented as ``module.name``); none whose path has an underscored part."""
    found = ["tricktaker"] + [
        module.name for module in pkgutil.walk_packages(tricktaker.__path__, "tricktaker.")
    ]
    return [
        module
        for module in found
        if not any(part.startswith("_") for part in module.split(".")[1:])
        and not module.startswith(COMMAND_LINE)
        and (module.count(".") <= 1 or any(name.startswith(module + ".") for name in names))
    ]


def test_every_public_name_is_in_the_api_reference(html: Path) -> None:
    names = documented(html)
    shown = [resolve(name) for name in names]
    # A class, function, module or collection documented under another name (the package
    # that re-exports it) counts; a number or text only under its own.
    objects = {id(obj) for obj in shown if not isinstance(obj, (int, float, str, type(None)))}
    missing = []
    for module_name in public_modules(names):
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as error:  # an optional extra that is not installed
            if (error.name or "tricktaker").startswith("tricktaker"):
                raise
            continue
        for name in getattr(module, "__all__", []):
            obj = getattr(module, name)
            if f"{module_name}.{name}" not in names and id(obj) not in objects:
                missing.append(f"{module_name}.{name}")
    assert missing == [], "in __all__ but not in the API reference (docs/api/)"


def test_the_api_reference_describes_the_decks_without_listing_them(html: Path) -> None:
    page = re.sub(r"<[^>]*>", "", (html / "api" / "cards.html").read_text(encoding="utf-8"))
    # The whole deck written out began "(Card.parse('2♣'), Card.parse('3♣'), ...".
    assert re.search(r"Card\.parse\('2♣'\),\s*Card\.parse\('3♣'\)", page) is None
    # Nor any other listing of cards: no five in a row (examples show a card or two at a time).
    assert re.search(r"(Card\.parse\([^)]*\),\s*){4}Card\.parse\(", page) is None
    for words in ["The 52 suited cards in the canonical order", "Szaman’s 54 cards",
                  "Wizard’s 60 cards", "The 4 Wizards, W1 to W4"]:  # fmt: skip
        assert words in page
    # What the words say.
    standard, szaman, wizard = cards.STANDARD_DECK, cards.SZAMAN_DECK, cards.WIZARD_DECK
    assert len(standard) == 52
    assert (standard[0], standard[-1]) == (Card.parse("2C"), Card.parse("AS"))
    assert [card.suit for card in standard[::13]] == list(Suit)
    assert szaman == (*standard, Card.parse("RJ"), Card.parse("BJ"))
    assert wizard == standard + cards.parse_cards("W1 W2 W3 W4 N1 N2 N3 N4")


def test_the_quickstart_installs_from_pypi_a_clone_or_a_wheel() -> None:
    page = (DOCS / "quickstart.md").read_text(encoding="utf-8")
    for command in [
        "python -m pip install tricktaker",
        "git clone https://github.com/tricktaker/tricktaker",
        "python -m pip install .",
        "python -m build --wheel",
        "python -m pip install dist/tricktaker-",
    ]:
        assert command in page


CITED = re.compile(r"``((?:docs|benchmarks)/[\w/.-]+\.md)``")


def test_each_figure_a_docstring_cites_is_on_the_page_it_names() -> None:
    # A docstring that gives measured figures names the page they are on (issue 51: they
    # moved from docs/research.md to docs/strength.md and benchmarks/logs/): each decimal of
    # the text before a citation, back to the paragraph's start or the citation before,
    # must be on one of the pages cited together.
    root = DOCS.parent
    checked = 0
    for path in sorted((root / "src").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        for paragraph in re.split(r"\n\s*\n", text):
            start = 0
            for group in re.finditer(rf"\((?:[^()]*?{CITED.pattern})+[^()]*\)", paragraph):
                pages = [root / name for name in CITED.findall(group.group(0))]
                assert all(page.exists() for page in pages), (path.name, group.group(0))
                said = " ".join(page.read_text(encoding="utf-8") for page in pages)
                for figure in re.findall(r"\d+\.\d+", paragraph[start : group.start()]):
                    assert figure in said, (path.name, figure, [p.name for p in pages])
                    checked += 1
                start = group.end()
    assert checked >= 40


def test_each_page_answers_one_question_in_under_400_lines() -> None:
    # Issue 51: a user reads one short page per question; the experiments' logs are kept in
    # benchmarks/logs/, outside the docs.
    lines = {
        page.relative_to(DOCS).as_posix(): len(page.read_text("utf-8").splitlines())
        for page in PAGES
    }
    assert len(lines) >= 40
    assert not {page: count for page, count in lines.items() if count > 400}


def test_the_benchmarks_results_stay_under_10_mb() -> None:
    # Issue 51: the match records are kept compressed (read by vs_ismcts.py --combine).
    results = DOCS.parent / "benchmarks" / "results"
    size = sum(path.stat().st_size for path in results.rglob("*") if path.is_file())
    assert 0 < size < 10_000_000, size
