"""tricktaker.tarok against OpenSpiel's C++ ``tarok``, move by move.

Random OpenSpiel games, for 3 and 4 players (its one parameter beside the seed), are
followed in tricktaker: OpenSpiel's chance is one action that deals inside it, so the deal is
read from its state (each seat's ``player_cards`` and the ``talon`` in order) and laid out as
a :class:`~tricktaker.tarok.Deal`; then its actions are replayed. At every decision the seat
to act and the legal actions must be the same; after every trick the same seat leads
(OpenSpiel's winner of the trick); at the end OpenSpiel's returns must be the hand's points,
through one documented transformation (:func:`openspiel_points`): OpenSpiel's count of three
bonuses, which differs from the rules it states in its comments, redone from the hand.

``TRICKTAKER_DIFF_GAMES`` and ``TRICKTAKER_DIFF_SEED`` set the number of games and the first
seed. Needs ``pyspiel`` (the ``openspiel`` dependency group): skipped without it, unless
``TRICKTAKER_REQUIRE_OPENSPIEL=1`` is set, when its absence fails.
"""

from __future__ import annotations

import os
import random
from functools import cache
from typing import Any

import pytest

from tricktaker import Card, Play, Suit, tarok
from tricktaker.tarok.rules import KINGS, MOND, PAGAT, SKIS, card_points

TRULA = (PAGAT, MOND, SKIS)

try:
    import pyspiel
except ImportError:
    if os.environ.get("TRICKTAKER_REQUIRE_OPENSPIEL") == "1":
        raise
    pytest.skip(
        "pyspiel is not importable (pip install open_spiel, or the openspiel dependency group)",
        allow_module_level=True,
    )

GAMES = int(os.environ.get("TRICKTAKER_DIFF_GAMES", "2000"))
FIRST_SEED = int(os.environ.get("TRICKTAKER_DIFF_SEED", "0"))
CHUNKS = 4

CARDS = tarok.OPENSPIEL_ORDER  # OpenSpiel's card action k is CARDS[k]
KING_ACTIONS = {29: Suit.HEARTS, 37: Suit.DIAMONDS, 45: Suit.SPADES, 53: Suit.CLUBS}


def ours(action: int, state: tarok.State) -> Any:
    """The tricktaker action for an OpenSpiel player action, in ``state``'s phase."""
    phase = state.phase
    if phase is tarok.Phase.BID:
        return tarok.Pass() if action == 0 else tarok.Bid(tuple(tarok.Contract)[action - 1])
    if phase is tarok.Phase.KING:
        return tarok.CallKing(KING_ACTIONS[action])
    if phase is tarok.Phase.TALON:
        if state.talon_part is None:
            return tarok.ChooseTalon(action + 1)
        return tarok.Discard(CARDS[action])
    return Play(CARDS[action])


@cache
def load(players: int, seed: int) -> Any:
    return pyspiel.load_game("tarok", {"players": players, "rng_seed": seed})


def openspiel_points(state: tarok.State, trick_won: list[Any]) -> tuple[int, ...]:
    """The points OpenSpiel's ``Returns`` gives for the finished hand ``state``: its
    ``scores`` (the rules, :func:`tricktaker.tarok.hand_points`), corrected where OpenSpiel's
    ``tarok.cc`` counts three bonuses otherwise than the rules it states in its comments. In
    the contracts with a talon exchange it counts them off the cards each side *collected*
    (its tricks, the declarer's discards, the talon's rest), kept in the order taken
    (``trick_won``: the hand's TrickWon and TalonTaken events):

    - the four kings and the trula: ``CollectedKingsAndOrTrula`` tests
      ``kKingOfDiamondsAction == 37`` (always true) where it means ``action ==
      kKingOfDiamondsAction``, so it counts every card as a king: "all four kings" is
      "exactly four cards collected", and the trula is never counted;
    - a valat is "48 cards collected", the discards and the talon's rest included;
    - ultimo looks at the last ``players`` cards the last trick's winner collected, which
      are the talon's rest when the called king took it in the last trick.

    Each correction is OpenSpiel's bonus less the rules' (the card points, the contract's
    value and the mond's 20 are compared as they are); a hand whose valat the two count
    differently is OpenSpiel's score in full.
    """
    contract = state.contract
    assert contract is not None
    if not contract.talon:
        return state.scores
    players = state.rules.players
    collected: list[list[Card]] = [[] for _ in range(players)]
    declarer = state.declarer
    assert declarer is not None
    collected[declarer] += state.discards
    for event in trick_won:
        collected[event.winner if isinstance(event, tarok.TrickWon) else event.seat] += event.cards
    side = {declarer} if state.partner is None else {declarer, state.partner}
    ours_ = [card for seat in sorted(side) for card in collected[seat]]
    theirs = [card for seat in range(players) if seat not in side for card in collected[seat]]
    side_tricks = sum(state.tricks_taken[seat] for seat in side)
    valat = 250 if side_tricks == sum(state.tricks_taken) else -250 if side_tricks == 0 else 0
    their_valat = 250 if len(ours_) == 48 else -250 if len(theirs) == 48 else 0
    last = next(event for event in reversed(trick_won) if isinstance(event, tarok.TrickWon))
    if valat or their_valat:
        if valat == their_valat:
            return state.scores
        score = their_valat
        if not their_valat:  # the rules' valat, OpenSpiel's count in full
            counted = card_points(ours_)
            score = counted - 35 + (contract.score if counted > 35 else -contract.score)
            score += _ultimo(collected[last.winner][-players:], state, last.winner in side)
            score += 10 if len(ours_) == 4 else -10 if len(theirs) == 4 else 0
        points = [score if seat in side else 0 for seat in range(players)]
        if state.mond_lost is not None:
            points[state.mond_lost] -= 20
        return tuple(points)
    correction = _ultimo(collected[last.winner][-players:], state, last.winner in side)
    correction -= _ultimo(last.cards, state, last.winner in side)
    correction += 10 if len(ours_) == 4 else -10 if len(theirs) == 4 else 0
    for needed in (set(KINGS), set(TRULA)):  # the rules' kings and trula, taken back
        correction -= 10 if needed <= set(ours_) else -10 if needed <= set(theirs) else 0
    return tuple(
        points + (correction if seat in side else 0) for seat, points in enumerate(state.scores)
    )


def _ultimo(cards: Any, state: tarok.State, ours_: bool) -> int:
    """The ultimo bonus of ``cards`` taken as the last trick: the called king's 10, else
    the pagat's 25, to the side that won it (``ours_``: the declarer's)."""
    bonus = 10 if state.called_king in cards else 25 if PAGAT in cards else 0
    return bonus if ours_ else -bonus


def choose(rng: random.Random, state: Any) -> int:
    """A random legal action; in the bidding a pass three times in four where one is legal,
    else the lowest bid half the time (uniform bids would make most hands a valat or a
    beggar, that ends at its first trick, and few klop or three)."""
    legal = state.legal_actions()
    if state.current_game_phase() == pyspiel.TarokGamePhase.BIDDING:
        if 0 in legal and rng.random() < 0.75:
            return 0
        bids = [action for action in legal if action]
        if bids and rng.random() < 0.5:
            return min(bids)
    return rng.choice(legal)  # type: ignore[no-any-return]


def compare_one_game(seed: int, contracts: dict[tarok.Contract, int]) -> int:
    """Play OpenSpiel game ``seed`` at random and follow it in tricktaker; the number of
    decisions compared (``contracts`` counts the contracts played)."""
    rng = random.Random(f"openspiel-tarok:{seed}")
    players = 3 + seed % 2
    state = load(players, seed).new_initial_state()
    state.apply_action(0)  # its one chance action: it deals inside
    hands = [[CARDS[a] for a in state.player_cards(seat)] for seat in range(players)]
    talon = [CARDS[a] for a in state.talon()]
    mine = tarok.new_game(tarok.Rules(players=players), seed=seed, deal=tarok.Deal(hands, talon))
    assert mine.talon == tuple(talon)

    compared = 0
    taken: list[Any] = []
    while not state.is_terminal():
        legal = state.legal_actions()
        assert mine.to_act == state.current_player(), (seed, str(state))
        mapped = [ours(action, mine) for action in legal]
        assert len(set(mapped)) == len(mapped)
        assert set(mapped) == set(mine.legal_actions()), (seed, str(state), mapped)
        compared += 1
        action = choose(rng, state)
        state.apply_action(action)
        mine, events = mine.apply(ours(action, mine))
        for event in events:
            if isinstance(event, (tarok.TrickWon, tarok.TalonTaken)):
                taken.append(event)
            if isinstance(event, tarok.TrickWon) and not state.is_terminal():
                assert state.current_player() == event.winner  # OpenSpiel's winner leads
    assert mine.is_over
    assert mine.contract is not None
    assert tuple(tarok.Contract).index(mine.contract) == int(state.selected_contract())
    contracts[mine.contract] = contracts.get(mine.contract, 0) + 1
    returns = tuple(int(r) for r in state.returns())
    assert returns == openspiel_points(mine, taken), (seed, str(state), mine.scores)
    return compared


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_same_legal_actions_winners_and_returns_as_openspiel(chunk: int) -> None:
    per_chunk = -(-GAMES // CHUNKS)
    first = FIRST_SEED + chunk * per_chunk
    last = min(FIRST_SEED + GAMES, first + per_chunk)
    contracts: dict[tarok.Contract, int] = {}
    compared = sum(compare_one_game(seed, contracts) for seed in range(first, last))
    assert compared >= (last - first) * 4  # a bid and a trick at least
    if last - first >= 250:  # every contract played
        assert set(contracts) == set(tarok.Contract), contracts


def test_the_card_and_action_numbering() -> None:
    # OpenSpiel's card 0 is the pagat, 21 the škis, 22 the 4 of hearts, 29 the king of
    # hearts, 38 the 7 of spades, 53 the king of clubs.
    state = load(3, 1).new_initial_state()
    state.apply_action(0)
    for action, name in ((0, "Pagat"), (20, "Mond"), (21, "Skis"), (22, "4 of Hearts"),
                         (25, "1 of Hearts"), (27, "Knight of Hearts"), (29, "King of Hearts"),
                         (38, "7 of Spades"), (53, "King of Clubs")):  # fmt: skip
        assert state.card_action_to_string(action) == name
    assert [str(CARDS[a]) for a in (0, 20, 21, 22, 25, 27, 29, 38, 53)] == [
        "I", "XXI", "Š", "4♥", "A♥", "C♥", "K♥", "7♠", "K♣",
    ]  # fmt: skip
    assert tuple(CARDS[a] for a in (53, 37, 29, 45)) == KINGS  # ♣ ♦ ♥ ♠
