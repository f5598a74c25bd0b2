"""What the docs claim of the code: docs/cli.md lists the rule options that the command line
really makes of each game's Rules, and Szaman's page ends a hand as its default does."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tricktaker import available_games, get_game, szaman
from tricktaker.terminal.options import option_list, rule_options

CLI_PAGE = Path(__file__).resolve().parents[1] / "docs" / "cli.md"


@pytest.mark.parametrize("name", available_games())
def test_the_cli_page_lists_every_rule_option_of_each_game(name: str) -> None:
    game = get_game(name)
    listed = re.findall(
        rf"^- {re.escape(game.title)}: `(.*)`$", CLI_PAGE.read_text(encoding="utf-8"), re.M
    )
    assert listed == [option_list(rule_options(game.rules).options)]


def test_the_cli_page_claims_no_option_is_missing() -> None:
    assert "not on the command line yet" not in CLI_PAGE.read_text(encoding="utf-8")


SZAMAN_PAGE = CLI_PAGE.parent / "rules" / "szaman.md"


def _introduction(page: Path) -> str:
    """The page's text before its first section, on one line."""
    return " ".join(page.read_text(encoding="utf-8").split("\n## ")[0].split())


def test_szamans_introduction_ends_a_hand_after_the_draw_as_the_default_does() -> None:
    assert szaman.Rules().end_before_draw is False
    introduction = _introduction(SZAMAN_PAGE)
    assert "after a trick and that draw, somebody has no cards left" in introduction
    assert "as soon as somebody runs out of cards" not in introduction
