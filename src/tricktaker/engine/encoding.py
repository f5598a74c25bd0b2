"""The observation layouts of the games on the engine (see :mod:`tricktaker.encoding`): every
bid-then-play game's (:func:`bidding_layout`), and any game's from the fields of its view
(:func:`trick_layout`, :func:`game_encoding`)."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any

import attrs

from tricktaker.actions import Play
from tricktaker.cards import Suit
from tricktaker.encoding import (
    CardNumbering,
    GameEncoding,
    Section,
    hand_section,
    leader_section,
    numbers_section,
    one_hot,
    per_seat_section,
    phase_section,
    played_section,
    seat_one_hot,
    to_act_section,
    trick_section,
)

__all__ = ["bidding_layout", "game_encoding", "trick_layout"]


def bidding_layout(
    cards: CardNumbering,
    players: int,
    *,
    phases: type[enum.Enum],
    asked: str,
    no_trump_card: str,
    no_trump: str,
    round_sections: Sequence[Section],
    most_tricks: int,
    scores: tuple[float, float],
) -> tuple[Section, ...]:
    """The sections of a bidding game's observation, in order: hand, trick, leader, played,
    trump card and trump, phase, the game's ``round_sections``, dealer, to act, bids and
    tricks taken (0 to ``most_tricks``) and the scores (from ``scores[0]`` to ``scores[1]``).

    ``asked`` says what each phase asks ("bid, play; or the game is over"); ``no_trump_card``
    and ``no_trump`` when there is no trump card or no trump suit.
    """
    counts = most_tricks + 1  # a bid or a number of tricks: 0 to the largest hand
    return (
        hand_section(cards),
        trick_section(cards, players),
        leader_section(players),
        played_section(cards, "round"),
        Section(
            name="trump_card",
            size=cards.size,
            meaning=f"the card turned up for trump (none {no_trump_card})",
            encode=lambda v: cards.one_hot(v.trump_card),
        ),
        Section(
            name="trump",
            size=len(Suit),
            meaning=f"the trump suit, ♣ ♦ ♥ ♠ (none: {no_trump})",
            encode=lambda v: one_hot(v.trump, len(Suit)),
        ),
        phase_section(phases, f"what is asked: {asked}"),
        *round_sections,
        Section(
            name="dealer",
            size=players,
            meaning="the seat that dealt this round",
            encode=lambda v: seat_one_hot(v.dealer, v.seat, players),
        ),
        to_act_section(players),
        per_seat_section(
            "bids",
            f"each seat's bid, 0 to {most_tricks} (none until made)",
            players,
            counts,
            lambda v: v.bids,
        ),
        per_seat_section(
            "tricks_taken",
            f"the tricks each seat has taken this round, 0 to {most_tricks}",
            players,
            counts,
            lambda v: v.tricks_taken,
        ),
        numbers_section(
            "scores", "each seat's total", players, lambda v: v.scores, low=scores[0],
            high=scores[1],
        ),
    )  # fmt: skip


def trick_layout(game: Any, rules: Any) -> tuple[Section, ...]:
    """The observation's sections of a game on the engine (a
    :class:`~tricktaker.engine.TrickGame`), from the fields its ``View`` declares: the hand,
    the trick, its leader and the deal's finished tricks; the trump card and the trump suit;
    the phase; the game's own sections (:meth:`~tricktaker.engine.TrickGame.observed`); the
    dealer and the seat to act; bids and tricks taken; the scores, within the
    game's :meth:`~tricktaker.engine.TrickGame.score_bounds`."""
    cards = CardNumbering(game.deck)
    players = rules.players
    fields = {field.name for field in attrs.fields(game.view_class)}
    seats = len(game.dealt_in(rules, game.dealer(rules, 1))) if game.sits_out else players
    most = len(game.deck) // seats  # the largest hand (of the seats dealt): a bid, or tricks
    phases = ", ".join(member.value for member in game.phase)
    sections = [
        hand_section(cards),
        trick_section(cards, players),
        leader_section(players),
        played_section(cards, game.number_word),
    ]
    if "trump_card" in fields:
        sections.append(
            Section(
                name="trump_card",
                size=cards.size,
                meaning="the card turned up for trump (none when none is)",
                encode=lambda v: cards.one_hot(v.trump_card),
            )
        )
    if "trump" in fields:
        sections.append(
            Section(
                name="trump",
                size=len(Suit),
                meaning="the trump suit, ♣ ♦ ♥ ♠ (none: no trump)",
                encode=lambda v: one_hot(v.trump, len(Suit)),
            )
        )
    sections.append(phase_section(game.phase, f"what is asked: {phases}"))
    sections += game.observed(rules)  # what the game's own fields say
    if "dealer" in fields:
        sections.append(
            Section(
                name="dealer",
                size=players,
                meaning=f"the seat that dealt this {game.number_word}",
                encode=lambda v: seat_one_hot(v.dealer, v.seat, players),
            )
        )
    sections.append(to_act_section(players))
    for name, meaning in (("bids", "each seat's bid"), ("tricks_taken", "each seat's tricks")):
        if name in fields:
            sections.append(
                per_seat_section(
                    name,
                    f"{meaning}, 0 to {most}",
                    players,
                    most + 1,
                    lambda v, name=name: getattr(v, name),  # type: ignore[misc]
                )
            )
    low, high = game.score_bounds(rules)
    sections.append(
        numbers_section(
            "scores", "each seat's total", players, lambda v: v.scores, low=low, high=high
        )
    )
    return tuple(sections)


def game_encoding(game: Any, rules_type: type) -> GameEncoding:
    """The encoding of a game on the engine: its actions numbered, the cards of its deck
    played first (in the deck's order), then each phase's actions in order; its
    observation laid out by :func:`trick_layout`."""
    actions = (
        *(Play(card) for card in game.deck),
        *(action for rule in game.phases for action in rule.every_action),
    )
    return GameEncoding(
        name=game.title, rules_type=rules_type, view_type=game.view_class,
        actions=tuple(dict.fromkeys(actions)), layout=lambda rules: trick_layout(game, rules),
    )  # fmt: skip
