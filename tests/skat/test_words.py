"""Skat at the terminal in its own words (issue 51): the prompts of the auction, the skat and
the declaration, and the hand shown in the order of the game (ISkO 2.3): a Grand's while
bidding, the game declared's once it is."""

from __future__ import annotations

from tests.test_cli_play import play


def test_the_terminal_asks_in_skats_words_and_shows_the_hand_in_the_games_order() -> None:
    # Seed 1, one hand: seat 0 deals; both others pass, seat 0 plays at 18, picks up the
    # skat (J♠ A♥), lays 9♣ and 10♣ away and declares Herz.
    status, text, _ = play(
        ["skat", "--seed", "1", "--hands", "1"],
        ["18", "pick up the skat", "9c", "10c", "declare Herz"],
    )
    assert status == 0
    lines = text.splitlines()
    asked = [line for line in lines if line.endswith(":") and not line.startswith("Your")]
    assert asked[:5] == [
        "Bid 18 or more, or pass:",
        "Pick up the skat or play Hand:",
        "Lay two cards away into the skat:",
        "Lay one more card away into the skat:",
        "Announce your game:",
    ]
    hands = [line.split(":", 1)[1].strip() for line in lines if line.startswith("Hand:")]
    # While bidding, as a Grand's: the jacks, then clubs, spades, hearts, diamonds, each
    # A 10 K Q 9 8 7 (the 10 above the K, not the plain order's ♣ ♦ ♥ ♠ with the 10 below).
    assert hands[0] == "10♣ Q♣ 9♣ 7♠ 10♥ Q♥ 9♥ A♦ 9♦ 8♦"
    assert hands[2] == "J♠ 10♣ Q♣ 9♣ 7♠ A♥ 10♥ Q♥ 9♥ A♦ 9♦ 8♦"  # the skat taken up
    declared = lines.index("announce> you declare Herz")
    after = next(line for line in lines[declared:] if line.startswith("Hand:"))
    # Herz declared: the jack, then the hearts, then clubs, spades and diamonds.
    assert after.split(":", 1)[1].strip() == "J♠ A♥ 10♥ Q♥ 9♥ Q♣ 7♠ A♦ 9♦ 8♦"
