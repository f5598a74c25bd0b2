"""Reading a typed move: the forms a person types, matched against the legal actions."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from tricktaker import Card, Play, Suit, wizard
from tricktaker.games import available_games, decider_of, get_game
from tricktaker.terminal.moves import MoveError, read_move, shown_forms, typed_form
from tricktaker.words import Teller

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


# -- each move as the game says it (the web page's words), for every game ----------------------

RAW = re.compile(r"\b(True|False|None)\b|\w\(|<\w")
"""A Python value shown raw: a bool or None, a repr (``GoAlone(alone=True)``, ``<Contract``)."""


def test_a_choice_of_yes_or_no_is_typed_as_it_prints_not_as_its_bool() -> None:
    from tricktaker.euchre import GoAlone
    from tricktaker.skat import PickUp

    assert [typed_form(PickUp(False)), typed_form(PickUp(True))] == [
        "pick up the skat", "play Hand"
    ]  # fmt: skip
    assert typed_form(GoAlone(True)) == "go alone"
    assert read_move("play hand", (PickUp(False), PickUp(True))) == PickUp(True)
    with pytest.raises(MoveError, match="type a move such as pick up the skat or play Hand"):
        read_move("yes", (PickUp(False), PickUp(True)))


def test_moves_read_in_the_games_words_where_they_differ_from_the_printed_form() -> None:
    from tricktaker.euchre import GoAlone
    from tricktaker.skat import Contract, Declare

    alone = (GoAlone(True), GoAlone(False))
    said = ("go alone", "play with your partner")
    assert read_move(" Play with  your partner ", alone, said=said) == GoAlone(False)
    with pytest.raises(MoveError):  # without the words, the words are no move
        read_move("play with your partner", alone)
    games = (Declare(Contract.CLUBS), Declare(Contract.CLUBS, schneider=True))
    assert read_move("kreuz schneider", games, said=("Kreuz", "Kreuz Schneider")) == games[1]
    with pytest.raises(MoveError, match="type a move such as go alone or play with your partner"):
        read_move("maybe", alone, said=said)


def _decisions(name: str, seeds: int) -> Iterator[tuple[Any, Any]]:
    """The game's decisions in random games of its default rules: (game, view) of the seat
    that decides."""
    game = get_game(name)
    chooser = random.Random(name)
    for seed in range(seeds):
        state, _ = game.start(game.rules(), seed=seed)
        while state.to_act is not None:
            yield game, state.view(decider_of(state))
            state, _ = state.apply(chooser.choice(state.legal_actions()))


@pytest.mark.parametrize("name", available_games())
def test_every_move_is_shown_in_the_games_words_and_read_back(name: str) -> None:
    # What the terminal lists (the web page's words, else the typed form) is never a raw
    # Python value, and reads back as that move.
    seen: set[str] = set()
    for game, view in _decisions(name, 6):
        legal = view.legal_actions()
        tell = Teller(game.words, reader=view.seat, rules=view.rules)
        said = tuple(game.words.action(action, tell) for action in legal)
        for action, text in zip(legal, shown_forms(legal, said), strict=True):
            if text in seen:
                continue
            seen.add(text)
            assert not RAW.search(text), (action, text)
            assert read_move(text, legal, view.hand, said) == action, (action, text)
    assert seen
