"""Each rule of Spades once, in its fast form that trusts its input.

The game state calls these on every step; the checked public functions of
:mod:`tricktaker.spades` check their input and call them too, so a rule is written in one
place only; following and the lead before spades are broken are the game's ``playable``
(``spades.game.Spades``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from tricktaker.cards import STANDARD_DECK, Card, Suit, shuffled
from tricktaker.deals import deal_hands
from tricktaker.tricks import trump_winner

if TYPE_CHECKING:
    from tricktaker import spades

__all__ = [
    "DECK_SIZE",
    "HAND_SIZE",
    "MOST_HANDS",
    "NO_BLIND",
    "PLAYERS",
    "TEAMS",
    "bid_limit",
    "deal",
    "game_result",
    "hand_points",
    "led_suit",
    "may_bid_blind",
    "partner",
    "spades_broken",
    "team_of",
    "winner",
]

PLAYERS = 4
"""Spades is played by four, in two partnerships."""
DECK_SIZE = len(STANDARD_DECK)
"""One standard deck of 52 cards."""
HAND_SIZE = DECK_SIZE // PLAYERS
"""The cards of a seat and the tricks of a hand, 13, as every deal gives the whole deck."""
MOST_HANDS = 1000
"""The hands a game without a limit of its own ends after at the latest."""
TEAMS = ((0, 2), (1, 3))
"""The partnerships, the seats facing each other, 0 and 2 against 1 and 3."""
NO_BLIND = (False,) * PLAYERS
"""The ``blind_nil`` flags of a hand in which no seat has bid blind nil (as each begins)."""
_SPADES = Suit.SPADES


def partner(seat: int) -> int:
    """The seat facing ``seat``, its partner."""
    return (seat + 2) % PLAYERS


def team_of(seat: int) -> int:
    """The index in :data:`TEAMS` of ``seat``'s team."""
    return seat % 2


def deal(seed: int, round_: int, dealer: int) -> tuple[tuple[Card, ...], ...]:
    """The hands (by seat, each in canonical order) of hand ``round_``: the shuffle depends
    only on ``(seed, round_)``; the dealer's left receives the first 13 cards, and so on."""
    deck = shuffled(STANDARD_DECK, f"spades:{seed}:{round_}")
    return deal_hands(deck, PLAYERS, HAND_SIZE, dealer + 1)


def bid_limit(partner_bid: int | None) -> int:
    """The highest bid open to a seat whose partner bid ``partner_bid`` (None: not yet): the
    two bids together may not exceed the 13 tricks (OpenSpiel's rule)."""
    return HAND_SIZE if partner_bid is None else HAND_SIZE - partner_bid


def led_suit(trick: Sequence[Card]) -> Suit | None:
    """The suit of the card led, or None before a card is played."""
    return trick[0].suit if trick else None


def spades_broken(played: Sequence[Card]) -> bool:
    """Whether a spade is among ``played``, the cards of the hand's finished tricks."""
    return any(card.suit is _SPADES for card in played)


def winner(cards: Sequence[Card], trump: Suit | None = _SPADES) -> int:
    """The index, in play order, of the card that wins: the highest spade, else the highest
    card of the led suit (``trump`` is always spades in Spades; the engine passes it)."""
    return trump_winner(cards, _SPADES)


def _bag_count(total: int) -> int:
    """The bags a team carries into a hand: the units digit of its total, with its sign (as
    OpenSpiel's C++ ``total % 10`` gives it: -37 carries -7)."""
    return int(math.fmod(total, 10))


def may_bid_blind(seat: int, scores: Sequence[int], rules: spades.Rules) -> bool:
    """Whether ``seat`` may bid blind nil this hand, the game's totals by seat being
    ``scores``: under ``rules.blind_nil``, if its team trails the other by at least
    ``blind_nil_deficit`` points. (Whether it has seen its cards is the state's to say.)"""
    return rules.blind_nil and scores[seat - 1] - scores[seat] >= rules.blind_nil_deficit


def hand_points(
    bids: Sequence[int],
    taken: Sequence[int],
    totals: Sequence[int],
    rules: spades.Rules,
    blind: Sequence[bool] = NO_BLIND,
) -> tuple[int, int]:
    """Each team's points for a hand (team 0 is seats 0 and 2): its bids and tricks added
    up, 10 a trick bid if it takes that many (1 more a trick over, a bag) or minus 10 a trick
    bid if it does not; each nil (a bid of 0) ``nil_bonus`` if its bidder took no trick,
    minus it if it did, and each blind nil (a seat ``blind`` marks) ``blind_nil_bonus``
    instead; ``bag_penalty`` off for every ten bags reached, counting the bags of ``totals``
    (the teams' totals before the hand, by their units digit). A nil's tricks count toward
    its team's contract, as OpenSpiel counts them."""
    points = []
    for team, (first, second) in enumerate(TEAMS):
        contract = bids[first] + bids[second]
        over = taken[first] + taken[second] - contract
        bonus = 0
        for seat in (first, second):
            if bids[seat] == 0:
                won = rules.blind_nil_bonus if blind[seat] else rules.nil_bonus
                bonus += -won if taken[seat] else won
        if over < 0:
            points.append(-10 * contract + bonus)
        else:
            bags = _bag_count(totals[team]) + over
            tens = bags // 10 if bags > 0 else 0  # bags carried from a negative total: none
            points.append(10 * contract + over - rules.bag_penalty * tens + bonus)
    return points[0], points[1]


def game_result(
    totals: tuple[int, int], round_: int, rules: spades.Rules
) -> tuple[tuple[int, int], tuple[int, ...]] | None:
    """The teams' final scores and the winning team indices once a hand leaves the teams at
    ``totals``, or None if the game goes on.

    A team with at least ``win_threshold`` and more than the other wins and gains
    ``win_or_loss_bonus``; with the mercy rule, a team with at most ``mercy_threshold`` and
    less than the other loses and loses ``win_or_loss_bonus`` (both can happen at once, as in
    OpenSpiel). Otherwise the game ends only after its last hand (``rules.rounds``); then
    the higher total wins (both teams on a tie).
    """
    final = list(totals)
    ended = False
    for team in (0, 1):
        mine, theirs = totals[team], totals[1 - team]
        if mine >= rules.win_threshold and mine > theirs:
            final[team] += rules.win_or_loss_bonus
            ended = True
        elif rules.use_mercy_rule and mine <= rules.mercy_threshold and mine < theirs:
            final[team] -= rules.win_or_loss_bonus
            ended = True
    if not ended and round_ < rules.rounds:
        return None
    best = max(final)
    return (final[0], final[1]), tuple(team for team in (0, 1) if final[team] == best)
