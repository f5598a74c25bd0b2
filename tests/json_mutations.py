"""Damaged JSON of every kind of value, for the fuzz tests of from_json and from_data.

``corpus()`` is values of every registered type (and cards), taken from real games of every
game;
``mutate(document, rng)`` damages a value's data form in place in the ways a bug or an
attacker would: a number nudged, a card swapped with another or moved to another place, an
element dropped or doubled, a list reordered, a key dropped or added, a value replaced by
one of another type, a value nested deeper.

``python -m tests.json_mutations 200000`` runs that many damaged inputs through from_json,
plays every state it accepts to the end, and prints what happened.
"""

from __future__ import annotations

import copy
import json
import random
import sys
import time
from collections import Counter
from typing import Any

from tests.bridge.claiming import claimed_values
from tricktaker import (
    Card,
    GameRecord,
    Play,
    Suit,
    TricktakerError,
    bridge,
    doppelkopf,
    euchre,
    from_json,
    game_of,
    hearts,
    ohhell,
    parse_cards,
    skat,
    spades,
    szaman,
    tarok,
    to_data,
    to_json,
    whist,
    wizard,
)
from tricktaker.cards import CARD_COUNT, STANDARD_DECK, SZAMAN_DECK
from tricktaker.serialize import registered_types

CARD_CODES = [Card.from_index(index).code for index in range(CARD_COUNT)]
ODD_VALUES: list[Any] = [None, True, False, 0, -1, 1, 7, 2**53, 1.5, "", "x", "8H", [], {}]
STATES = (
    wizard.State, szaman.State, ohhell.State, spades.State, hearts.State, bridge.State,
    whist.State, euchre.State, skat.State, doppelkopf.State, tarok.State,
)  # fmt: skip
VIEWS = (
    wizard.View, szaman.View, ohhell.View, spades.View, hearts.View, bridge.View, whist.View,
    euchre.View, skat.View, doppelkopf.View, tarok.View,
)  # fmt: skip


def rules_of_every_kind() -> list[Any]:
    rules: list[Any] = [wizard.Rules(players=n, hook=n % 2 == 0) for n in (3, 4, 5, 6)]
    rules += [wizard.Rules(players=4, first_dealer=2)]
    rules += [szaman.Rules(players=n) for n in (2, 3, 4, 6)]
    rules += [szaman.Rules(players=n, variant="russian") for n in (2, 4, 6)]
    rules += [szaman.Rules(players=3, lead_starting_card=True, hands=2)]
    rules += [ohhell.Rules(players=3, schedule=(1, 2, 3)), ohhell.Rules(players=7)]
    rules += [ohhell.Rules(players=4, schedule=(13, 2), hook=False, first_dealer=3)]  # no trump
    rules += [ohhell.Rules(players=5, schedule=(2, 10), off_bid_penalty=True, bonus=5)]
    rules += [spades.Rules(hands=2), spades.Rules.openspiel(win_threshold=0)]
    rules += [spades.Rules(hands=2, blind_nil=True, blind_nil_deficit=0)]
    rules += [hearts.Rules(hands=2), hearts.Rules.openspiel(jd_bonus=True)]
    rules += [bridge.Rules(boards=2, rotation=True), bridge.Rules(dealer=3, dealer_vul=True)]
    return rules


def corpus(seed: int = 0) -> list[Any]:
    """Values of every registered type and cards, from random games of every game."""
    rng = random.Random(seed)
    values: list[Any] = [Card.from_index(index) for index in range(CARD_COUNT)]
    values += [Play(Card.parse("RJ"), suit=Suit.HEARTS), wizard.ChooseTrump(Suit.SPADES)]
    values += [ohhell.Deal([parse_cards(hand) for hand in ("AS 3D", "2C 9S", "KH QH")], None)]
    values += [spades.Deal([STANDARD_DECK[seat::4] for seat in range(4)]), spades.Bid(0)]
    values += [spades.BidMade(seat=1, tricks=0)]
    blind = spades.new_game(spades.Rules(blind_nil=True, blind_nil_deficit=0), seed=1)
    for choice in (spades.BlindNil(), spades.SeeCards()):  # each choice and its event
        values += [choice, *blind.apply(choice)[1]]
    values += [
        hearts.Deal([STANDARD_DECK[seat::4] for seat in range(4)]),
        hearts.Pass(Card.parse("QS")),
    ]
    values += [hearts.PassesReceived(received=(None, None, parse_cards("2C 3C 4C"), None))]
    values += [bridge.Deal([STANDARD_DECK[seat::4] for seat in range(4)]), *bridge.CALLS[:4]]
    contract = bridge.Contract(level=4, strain=bridge.Strain.HEARTS, declarer=2)
    values += [contract, bridge.AuctionEnded(contract=contract)]
    values += [bridge.DummyFaced(seat=0, cards=STANDARD_DECK[0::4])]  # drawn only by chance else
    values += [wizard.Deal([parse_cards(hand) for hand in ("W1", "N2", "KH")], Card.parse("QH"))]
    values += [szaman.Deal([SZAMAN_DECK[8:16], SZAMAN_DECK[:8]], SZAMAN_DECK[16:])]
    hands = [STANDARD_DECK[seat::4] for seat in range(4)]
    values += [whist.Deal(hands, turned=hands[0][-1])]
    values += [euchre.Deal([euchre.DECK[seat:20:4] for seat in range(4)], euchre.DECK[20:21])]
    calling = euchre.new_game(euchre.Rules(allow_lone_defender=True), seed=1)
    while calling.phase is not euchre.Phase.PLAY:  # each decision before the tricks
        action = calling.legal_actions()[-1 if calling.passes else 0]
        calling, events = calling.apply(action)
        values += [action, *events]
    values += [skat.Deal([skat.DECK[seat:30:3] for seat in range(3)], skat.DECK[30:])]
    bidding = skat.new_game(skat.Rules(), seed=1)
    for action in (skat.Bid(18), skat.Hold(), skat.Pass(), skat.Pass(), skat.PickUp(False)):
        bidding, events = bidding.apply(action)  # the auction and the skat
        values += [action, *events]
    while bidding.phase is not skat.Phase.PLAY:  # the cards laid away, the declaration
        action = bidding.legal_actions()[-1]
        bidding, events = bidding.apply(action)
        values += [action, *events, bidding, bidding.view(0)]
    doubling = skat.new_game(skat.Rules(kontra=True), seed=1)  # Kontra and Re said
    while doubling.phase is not skat.Phase.KONTRA:
        doubling = doubling.apply(doubling.legal_actions()[-1])[0]
    for action in (skat.Kontra(), skat.Re()):
        doubling, events = doubling.apply(action)
        values += [action, *events, doubling, doubling.view(0)]
    values += [tarok.Deal([tarok.DECK[6 + i * 16 : 22 + i * 16] for i in range(3)], tarok.DECK[:6])]
    for players, contract in ((4, tarok.Contract.TWO), (3, tarok.Contract.KLOP)):
        state = tarok.new_game(tarok.Rules(players=players), seed=2)  # each tarok action
        while not state.is_over:
            legal = state.legal_actions()
            action = ([a for a in legal if a in (tarok.Pass(), tarok.Bid(contract))] or legal)[0]
            state, events = state.apply(action)
            values += [action, *events]
    values += claimed_values()  # bridge's claims, disputed and agreed
    games = [(rules, rng.randrange(2**53)) for rules in rules_of_every_kind()]
    games.append((wizard.Rules(players=4, hook=True), 7))  # a Wizard turned in round 1
    games += [(whist.Rules(), 3), (whist.Rules(target=7, honours=True, first_dealer=2), 4)]
    games += [(euchre.Rules(target=5), 5), (euchre.Rules.openspiel(allow_lone_defender=True), 6)]
    games += [(euchre.Rules(target=5, stick_the_dealer=True, allow_lone_defender=True), 8)]
    games += [(skat.Rules(ramsch=True, seeger_fabian=True), 9), (skat.Rules.openspiel(), 10)]
    games += [(skat.Rules(players=4, kontra=True), 12)]
    games += [(doppelkopf.Rules(deals=2), 9), (doppelkopf.Rules(deals=1, pigs=True), 10)]
    games += [(doppelkopf.Rules(deals=1, second_dulle=True, without_nines=True), 11)]
    values += [doppelkopf.Deal([doppelkopf.DECK[seat::4] for seat in range(4)])]
    values += [doppelkopf.ScoreItem("gewonnen", 1)]
    reserving = doppelkopf.new_game(doppelkopf.Rules(deals=1), seed=1)
    for action in reserving.legal_actions()[:2]:  # gesund, then a Damensolo
        reserving, events = reserving.apply(action)
        values += [action, *events, reserving]
    announcing = doppelkopf.new_game(doppelkopf.Rules(deals=1), seed=1)  # an announcement
    while not any(type(a) is doppelkopf.Announce for a in announcing.legal_actions()):
        announcing = announcing.apply(announcing.legal_actions()[0])[0]
    announce = next(a for a in announcing.legal_actions() if type(a) is doppelkopf.Announce)
    announced, events = announcing.apply(announce)
    values += [announce, *events, announced, announced.view(0)]
    games += [(tarok.Rules(players=3), 9), (tarok.Rules(players=4), 10)]
    for rules, game_seed in games:
        game = game_of(rules)
        state, events = game.start(rules, seed=game_seed)
        values += [rules, state, *events]
        actions = []
        while not state.is_over:
            action = rng.choice(state.legal_actions())
            actions.append(action)
            state, events = state.apply(action)
            if rng.random() < 0.05 or state.is_over:
                seat = rng.randrange(rules.players)
                values += [action, state, state.view(seat), *events]
                values += [event.for_seat(seat) for event in events]
                values += [] if state.last_trick is None else [state.last_trick]
        name = game.name
        record = GameRecord(game=name, rules=rules, seed=state.seed, actions=tuple(actions))
        values += [record, GameRecord(game=name, rules=rules, seed=3, actions=())]
    tags = {to_data(value)["type"] for value in values}
    assert tags == {"Card", *registered_types()}, tags ^ {"Card", *registered_types()}
    return values


def places(document: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The path of every value inside ``document`` (not itself)."""
    found: list[tuple[Any, ...]] = []
    items = document.items() if isinstance(document, dict) else enumerate(document)
    if isinstance(document, (dict, list)):
        for key, value in list(items):
            found.append((*path, key))
            if isinstance(value, (dict, list)):
                found += places(value, (*path, key))
    return found


def get(document: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        document = document[key]
    return document


def put(document: Any, path: tuple[Any, ...], value: Any) -> None:
    get(document, path[:-1])[path[-1]] = value


def mutate(document: Any, rng: random.Random) -> None:
    """Damage ``document`` (a value's data form) in place, one to three times."""
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        paths = places(document)
        if not paths:
            return
        path = rng.choice(paths)
        value = get(document, path)
        cards = [p for p in paths if get(document, p) in CARD_CODES]
        lists = [p for p in paths if isinstance(get(document, p), list)]
        how = rng.randrange(11)
        if how == 0 and type(value) is int:  # a number nudged
            put(document, path, value + rng.choice([-10, -2, -1, 1, 2, 10, 1000]))
        elif how == 1 and len(cards) >= 2:  # two cards swap places: every card still once
            a, b = rng.sample(cards, 2)
            first, second = get(document, a), get(document, b)
            put(document, a, second)
            put(document, b, first)
        elif how == 2 and cards and lists:  # a card moves to another list
            source = rng.choice(cards)
            container = get(document, source[:-1])
            if isinstance(container, list):
                card = container.pop(source[-1])
                lists = [p for p in places(document) if isinstance(get(document, p), list)]
                target = get(document, rng.choice(lists))
                target.insert(rng.randint(0, len(target)), card)
        elif how == 3 and cards:  # a card replaced by another
            put(document, rng.choice(cards), rng.choice(CARD_CODES))
        elif how == 4 and lists:  # an element dropped or doubled
            target = get(document, rng.choice(lists))
            if target:
                index = rng.randrange(len(target))
                if rng.random() < 0.5:
                    del target[index]
                else:
                    target.insert(index, copy.deepcopy(target[index]))
        elif how == 5 and lists:  # a list reordered
            rng.shuffle(get(document, rng.choice(lists)))
        elif how == 6 and isinstance(get(document, path[:-1]), dict):  # a key dropped or added
            container = get(document, path[:-1])
            if rng.random() < 0.5:
                del container[path[-1]]
            else:
                container[rng.choice(["x", "format", "type", "seat", "legal_actions"])] = 1
        elif how == 7 and type(value) is str and value not in CARD_CODES:  # a tag or enum
            options = ["C", "D", "H", "S", "bid", "play", "over", "choose_trump", "classic"]
            options += ["russian", "wizard", "szaman", "ohhell", "Play", "GameRecord"]
            put(document, path, rng.choice([*options, *registered_types()]))
        elif how == 8:  # nested deeper
            put(document, path, [value] if rng.random() < 0.5 else {"type": "Play", "x": value})
        elif how == 9 and type(value) is int:  # a seat or a count moved to another seat
            put(document, path, rng.randrange(7))
        else:  # a value of another type
            put(document, path, copy.deepcopy(rng.choice(ODD_VALUES)))


def deals_left(state: Any) -> int:
    """The rounds or hands still to be dealt after the current one."""
    if isinstance(state, (wizard.State, ohhell.State, spades.State)):
        return state.rules.rounds - state.round
    if isinstance(state, bridge.State):
        return state.rules.boards - state.board
    if isinstance(state, whist.State):  # a side scores in every hand
        return 2 * state.rules.target - 1 - state.hand_number
    if isinstance(state, euchre.State):  # a side scores in every hand not thrown in
        return 0 if state.rules.single_hand else 2 * state.rules.target - 1 - state.hand_number
    if isinstance(state, doppelkopf.State):
        return state.rules.deals - state.hand_number
    if isinstance(state, tarok.State):  # one hand
        return 0
    return int(state.rules.hands - state.hand_number)


def plays_to_the_end(state: Any, rng: random.Random, every_action: bool = True) -> int:
    """Play ``state`` to the end at random, checking the engine all the way: a state not
    over has legal actions, each of them is accepted, and every event prints. Returns the
    number of decisions.

    A Szaman game may have any number of hands (``Rules.hands``), an Oh Hell game any number
    of deals (``Rules.schedule``); past 20 to go, play stops after three.
    """
    decisions = 0
    stop = deals_left(state) - 3 if deals_left(state) > 20 else -1
    while not state.is_over and deals_left(state) > stop:
        actions = state.legal_actions()
        assert actions, f"no legal action in {state!r}"
        if every_action:
            for action in actions:
                state.apply(action)
        state, events = state.apply(rng.choice(actions))
        for event in events:
            str(event)
        decisions += 1
        assert decisions < 5_000, f"a game goes on for {decisions} decisions: {state!r}"
    if state.is_over:
        assert state.legal_actions() == ()
    return decisions


def check_accepted(value: Any, rng: random.Random) -> None:
    """What must hold of anything from_json accepted."""
    assert from_json(to_json(value)) == value
    if isinstance(value, STATES):
        plays_to_the_end(value, rng)
    elif isinstance(value, VIEWS):
        for action in value.legal_actions():
            str(action)
    else:
        str(value)


def main(count: int) -> None:
    values = corpus()
    rng = random.Random(1)
    outcome: Counter[str] = Counter()
    started = time.perf_counter()
    for _ in range(count):
        original = rng.choice(values)
        document = to_data(original)
        mutate(document, rng)
        try:
            value = from_json(json.dumps(document))
        except TricktakerError:
            outcome["refused"] += 1
            continue
        outcome["accepted"] += 1
        if isinstance(value, STATES):
            outcome["states accepted"] += 1
            outcome["states accepted, changed"] += value != original
        check_accepted(value, rng)
    seconds = time.perf_counter() - started
    print(f"{count} damaged inputs from {len(values)} values in {seconds:.0f} s:")
    for key, number in sorted(outcome.items()):
        print(f"  {key}: {number}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10_000)
