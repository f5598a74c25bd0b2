"""Reading a typed move: the forms a person types, matched against the legal actions."""

from __future__ import annotations

import pytest

from tricktaker import Card, Play, Suit, wizard
from tricktaker.terminal.moves import MoveError, read_move, typed_form

PLAYS = tuple(Play(Card.parse(text)) for text in ("8H", "10S", "W1", "W3", "N2"))
BIDS = (wizard.Bid(0), wizard.Bid(1))
TRUMPS = tuple(wizard.ChooseTrump(suit) for suit in Suit)


@pytest.mark.parametrize(
    ("text", "legal", "move"),
    [
        ("8h", PLAYS, "play 8♥"),
        ("10♠", PLAYS, "play 10♠"),
        ("ts", PLAYS, "play 10♠"),
        (" play  10s ", PLAYS, "play 10♠"),
        ("w", PLAYS, "play W1"),  # the first playable Wizard
        ("N", PLAYS, "play N2"),
        ("w3", PLAYS, "play W3"),
        ("2c", PLAYS, "play 2♣"),  # not legal: applying it will say why
        ("rj h", (), "play RJ as ♥"),
        ("RJ ♦", (), "play RJ as ♦"),
        ("bj as s", (), "play BJ as ♠"),
        ("1", BIDS, "bid 1"),
        ("bid 0", BIDS, "bid 0"),
        ("7", BIDS, "bid 7"),  # not legal either
        ("h", TRUMPS, "choose trump ♥"),
        ("choose trump ♠", TRUMPS, "choose trump ♠"),
        ("Diamonds", TRUMPS, "choose trump ♦"),
    ],
)
def test_moves_that_read(text: str, legal: tuple[object, ...], move: str) -> None:
    assert str(read_move(text, legal)) == move


@pytest.mark.parametrize(
    ("text", "legal", "hint"),
    [
        ("8h 9h", PLAYS, "a card such as 8h or 10♠"),
        ("banana", PLAYS, "a card such as 8h or 10♠"),
        ("h", BIDS, "a number"),
        ("3", TRUMPS, "a suit"),
        ("rj x", PLAYS, "a card"),
    ],
)
def test_text_that_reads_as_no_move(text: str, legal: tuple[object, ...], hint: str) -> None:
    with pytest.raises(MoveError, match=f"cannot read '{text}' as a move: type {hint}"):
        read_move(text, legal)


def test_a_copy_letter_falls_back_to_a_held_card() -> None:
    held = (Card.parse("W2"), Card.parse("5C"))
    assert read_move("w", (Play(Card.parse("5C")),), held) == Play(Card.parse("W2"))


def test_typed_forms() -> None:
    assert [typed_form(action) for action in (*PLAYS[:2], *BIDS, TRUMPS[2])] == [
        "8♥", "10♠", "0", "1", "♥"
    ]  # fmt: skip
    assert typed_form(Play(Card.parse("BJ"), Suit.CLUBS)) == "BJ ♣"


@pytest.mark.parametrize(("letter", "kind"), [("w", "Wizard"), ("N", "Jester")])
def test_copies_letter_without_such_a_card_says_none_is_held(letter: str, kind: str) -> None:
    hand = (Card.parse("8H"), Card.parse("10S"))
    legal = tuple(Play(card) for card in hand)
    with pytest.raises(MoveError) as refused:
        read_move(letter, legal, hand)
    assert f"({letter.lower()} stands for a {kind}, and you hold none)" in str(refused.value)
    # Held but not playable, the letter reads as that card, for the rules to refuse it.
    assert read_move(letter, legal, (*hand, Card.parse(letter + "2"))) == Play(
        Card.parse(letter + "2")
    )


def test_other_unreadable_text_gets_no_note_about_copies() -> None:
    for text in ("x", "banana", "8"):
        with pytest.raises(MoveError) as refused:
            read_move(text, PLAYS)
        assert "stands for" not in str(refused.value)
