"""Unit and property tests of tricktaker.serialize: round trips of every kind of value, the
format itself, strict decoding, and garbage that must raise only TricktakerError."""

from __future__ import annotations

import enum
import json
import random
import re
import types
import typing
from collections.abc import Iterator
from typing import Any, Literal

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tricktaker
from tricktaker import (
    Card,
    CardPlayed,
    CompletedTrick,
    GameOver,
    GameRecord,
    IllegalActionError,
    Play,
    SerializationError,
    Suit,
    TricktakerError,
    bridge,
    doppelkopf,
    euchre,
    from_data,
    from_json,
    hearts,
    ohhell,
    skat,
    spades,
    szaman,
    tarok,
    to_data,
    to_json,
    whist,
    wizard,
)
from tricktaker import _codec as codec
from tricktaker import serialize as ser
from tricktaker.cards import CARD_COUNT, SZAMAN_DECK, WIZARD_DECK

ALL_CARDS = [Card.from_index(index) for index in range(CARD_COUNT)]

# -- strategies ---------------------------------------------------------------------------------

WIZARD_RULES = st.builds(wizard.Rules, players=st.integers(3, 6), hook=st.booleans()).flatmap(
    lambda r: st.builds(
        wizard.Rules,
        players=st.just(r.players),
        hook=st.just(r.hook),
        first_dealer=st.integers(0, r.players - 1),
    )
)
SZAMAN_RULES = st.sampled_from(["classic", "russian"]).flatmap(
    lambda variant: st.builds(
        szaman.Rules,
        players=st.integers(2, 6),
        variant=st.just(variant),
        hands=st.integers(1, 8),
        target=st.integers(-1000, 1000),
        lead_starting_card=st.booleans(),
        jokers_always_playable=st.booleans(),
        end_before_draw=st.booleans() if variant == "classic" else st.just(False),
    )
)


@st.composite
def ohhell_rules(draw: st.DrawFn) -> ohhell.Rules:
    players = draw(st.integers(3, 7))
    sizes = st.lists(st.integers(1, 52 // players), min_size=1, max_size=4).map(tuple)
    schedule = draw(st.none() | sizes)  # None: the default schedule
    return ohhell.Rules(
        players=players,
        hook=draw(st.booleans()),
        bonus=draw(st.integers(0, 20)),
        points_per_trick=draw(st.integers(0, 3)),
        off_bid_penalty=draw(st.booleans()),
        first_dealer=draw(st.integers(0, players - 1)),
        **({} if schedule is None else {"schedule": schedule}),
    )


OHHELL_RULES = ohhell_rules()
SPADES_RULES = st.builds(
    spades.Rules,
    win_threshold=st.integers(-100, 600),
    mercy_threshold=st.integers(-400, 100),
    win_or_loss_bonus=st.integers(0, 300),
    hands=st.integers(1, 3),
    breaking_spades=st.booleans(),
    nil_bonus=st.integers(0, 200),
    bag_penalty=st.integers(0, 200),
    first_dealer=st.integers(0, 3),
)
HEARTS_RULES = st.builds(
    hearts.Rules,
    **{name: st.booleans() for name in ("pass_cards", "jd_bonus", "avoid_all_tricks_bonus",
       "no_pts_on_first_trick", "can_lead_any_club", "qs_breaks_hearts", "must_break_hearts",
       "can_lead_hearts_instead_of_qs")},
    target=st.integers(1, 150),
    hands=st.integers(0, 3),
    pass_order=st.sampled_from(["rotate", "random"]),
)  # fmt: skip
BRIDGE_RULES = st.one_of(
    st.builds(
        bridge.Rules,
        dealer=st.integers(0, 3),
        dealer_vul=st.booleans(),
        non_dealer_vul=st.booleans(),
        boards=st.integers(1, 3),
    ),
    st.builds(bridge.Rules, boards=st.integers(1, 20), rotation=st.just(True)),
)
WHIST_RULES = st.builds(
    whist.Rules,
    target=st.sampled_from([5, 7]),
    honours=st.booleans(),
    first_dealer=st.integers(0, 3),
)
EUCHRE_RULES = st.builds(
    euchre.Rules,
    target=st.sampled_from([3, 5, 10]),
    **{name: st.booleans() for name in ("stick_the_dealer", "allow_lone_defender", "single_hand")},
    first_dealer=st.integers(0, 3),
)
SKAT_RULES = st.one_of(
    st.builds(
        skat.Rules,
        hands=st.integers(1, 4),
        seeger_fabian=st.booleans(),
        ramsch=st.booleans(),
        first_dealer=st.integers(0, 2),
    ),
    st.just(skat.Rules.openspiel()),
)
DOPPELKOPF_RULES = st.builds(
    doppelkopf.Rules,
    deals=st.integers(1, 3),
    **{name: st.booleans() for name in ("second_dulle", "without_nines", "pigs")},
    first_dealer=st.integers(0, 3),
)
TAROK_RULES = st.builds(tarok.Rules, players=st.sampled_from([3, 4]))
RULES: Any = st.one_of(
    WIZARD_RULES, SZAMAN_RULES, OHHELL_RULES, SPADES_RULES, HEARTS_RULES, BRIDGE_RULES,
    WHIST_RULES, EUCHRE_RULES, SKAT_RULES, DOPPELKOPF_RULES, TAROK_RULES,
)  # fmt: skip
GAMES: dict[type, Any] = {
    wizard.Rules: wizard,
    szaman.Rules: szaman,
    ohhell.Rules: ohhell,
    spades.Rules: spades,
    hearts.Rules: hearts,
    bridge.Rules: bridge,
    whist.Rules: whist,
    euchre.Rules: euchre,
    skat.Rules: skat,
    doppelkopf.Rules: doppelkopf,
    tarok.Rules: tarok,
}


def from_hint(hint: Any, bounds: codec.Bounds | None = None) -> st.SearchStrategy[Any]:
    """Values of a field's type within its bounds, for the types whose constructors accept
    any such values."""
    low = -(2**70) if bounds is None or bounds.minimum is None else bounds.minimum
    high = 2**70 if bounds is None or bounds.maximum is None else bounds.maximum
    if hint is int:
        return st.integers(low, high)
    if hint is bool:
        return st.booleans()
    if hint is str:
        return st.text(max_size=10)
    if hint is Card:
        return st.sampled_from(ALL_CARDS)
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is tuple:
        least = 0 if bounds is None or bounds.min_items is None else bounds.min_items
        most = 6 if bounds is None or bounds.max_items is None else bounds.max_items
        items = from_hint(
            args[0], attrs.evolve(bounds, min_items=None, max_items=None) if bounds else None
        )
        return st.lists(items, min_size=least, max_size=most).map(tuple)
    if origin is typing.Union or origin is types.UnionType:
        return st.one_of([st.none() if a is type(None) else from_hint(a, bounds) for a in args])
    if origin is Literal:
        return st.sampled_from(args)
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return st.sampled_from(list(hint))
    raise NotImplementedError(hint)


def plain(tag: str) -> st.SearchStrategy[Any]:
    """Values of a registered type built from its fields' type hints (as the codec reads them)."""
    kind = codec.BY_TAG[tag]
    fields = {
        name: from_hint(hint, kind.bounds.get(name))
        for name, hint in zip(kind.names, kind.hints, strict=True)
    }
    return st.builds(kind.cls, **fields)


def playout(rules: Any, seed: int, steps: int) -> Iterator[tuple[Any, Any, tuple[Any, ...]]]:
    """(state, action taken in it, events) along a random game of at most ``steps`` actions."""
    state, events = GAMES[type(rules)].start(rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            yield state, None, events
            return
        legal = state.legal_actions()
        action = rng.choice(legal)
        if isinstance(state, tarok.State) and tarok.Pass() in legal and rng.random() < 0.8:
            action = tarok.Pass()  # else nearly every tarok hand is a valat or a beggar
        yield state, action, events
        state, events = state.apply(action)
    yield state, None, events


@st.composite
def positions(draw: st.DrawFn, rules_of: st.SearchStrategy[Any] = RULES) -> Any:
    """A state along a random game of rules drawn from ``rules_of`` (every game's)."""
    rules = draw(rules_of)
    seed = draw(st.integers(0, 2**63 - 1))
    steps = draw(st.integers(0, 300))
    *_, (state, _, _) = playout(rules, seed, steps)
    return state


@st.composite
def views(draw: st.DrawFn, rules_of: st.SearchStrategy[Any] = RULES) -> Any:
    state = draw(positions(rules_of))
    return state.view(draw(st.integers(0, state.rules.players - 1)))


@st.composite
def records(draw: st.DrawFn) -> GameRecord:
    rules = draw(RULES)
    seed = draw(st.integers(0, 2**63 - 1))
    actions = [a for _, a, _ in playout(rules, seed, draw(st.integers(0, 200))) if a is not None]
    game = GAMES[type(rules)].GAME.name
    version = draw(st.sampled_from([tricktaker.__version__, "0.0.1"]))
    return GameRecord(game=game, rules=rules, seed=seed, actions=tuple(actions), version=version)


@st.composite
def played_events(draw: st.DrawFn) -> Any:
    """An event that a real game produced, in full or in one seat's form."""
    rules = draw(RULES)
    seed = draw(st.integers(0, 2**63 - 1))
    events = [e for _, _, es in playout(rules, seed, draw(st.integers(0, 120))) for e in es]
    event = draw(st.sampled_from(events))
    seat = draw(st.none() | st.integers(0, rules.players - 1))
    return event if seat is None else event.for_seat(seat)


# One strategy for every registered type, so a type added without a strategy fails a test.
BY_TAG: dict[str, st.SearchStrategy[Any]] = {
    "wizard.Rules": WIZARD_RULES,
    "szaman.Rules": SZAMAN_RULES,
    "wizard.State": positions(WIZARD_RULES),
    "szaman.State": positions(SZAMAN_RULES),
    "wizard.View": views(WIZARD_RULES),
    "szaman.View": views(SZAMAN_RULES),
    "ohhell.Rules": OHHELL_RULES,
    "ohhell.State": positions(OHHELL_RULES),
    "ohhell.View": views(OHHELL_RULES),
    "ohhell.Deal": st.builds(
        lambda deck, players, size, turned: ohhell.Deal(
            [deck[i * size : (i + 1) * size] for i in range(players)],
            deck[-1] if turned else None,
        ),
        st.permutations(ALL_CARDS[:52]),
        st.integers(3, 7),
        st.integers(0, 7),
        st.booleans(),
    ),
    "spades.Rules": SPADES_RULES,
    "spades.State": positions(SPADES_RULES),
    "spades.View": views(SPADES_RULES),
    "spades.Deal": st.permutations(ALL_CARDS[:52]).map(
        lambda deck: spades.Deal([deck[i * 13 : (i + 1) * 13] for i in range(4)])
    ),
    "hearts.Rules": HEARTS_RULES,
    "hearts.State": positions(HEARTS_RULES),
    "hearts.View": views(HEARTS_RULES),
    "hearts.Deal": st.builds(
        lambda deck, direction: hearts.Deal(
            [deck[i * 13 : (i + 1) * 13] for i in range(4)], direction=direction
        ),
        st.permutations(ALL_CARDS[:52]),
        st.none() | st.sampled_from(list(hearts.Direction)),
    ),
    "bridge.Rules": BRIDGE_RULES,
    "bridge.State": positions(BRIDGE_RULES),
    "bridge.View": views(BRIDGE_RULES),
    "bridge.Deal": st.permutations(ALL_CARDS[:52]).map(
        lambda deck: bridge.Deal([deck[i * 13 : (i + 1) * 13] for i in range(4)])
    ),
    "bridge.Bid": st.sampled_from(bridge.CALLS[3:]),
    "bridge.Contract": st.builds(
        bridge.Contract,
        level=st.integers(1, 7),
        strain=st.sampled_from(bridge.Strain),
        doubling=st.sampled_from(bridge.Doubling),
        declarer=st.integers(0, 3),
    ),
    "wizard.Deal": st.builds(
        lambda deck, players, turned: wizard.Deal(
            [deck[i : i + 1] for i in range(players)], deck[-1] if turned else None
        ),
        st.permutations(WIZARD_DECK),
        st.integers(3, 6),
        st.booleans(),
    ),
    "szaman.Deal": st.builds(
        lambda deck, players: szaman.Deal(
            [deck[i * 8 : (i + 1) * 8] for i in range(players)], deck[players * 8 :]
        ),
        st.permutations(SZAMAN_DECK),
        st.integers(2, 6),
    ),
    "whist.Rules": WHIST_RULES,
    "whist.State": positions(WHIST_RULES),
    "whist.View": views(WHIST_RULES),
    "whist.Deal": st.builds(
        lambda deck, dealer: whist.Deal(
            [deck[i * 13 : (i + 1) * 13] for i in range(4)], turned=deck[dealer * 13 + 12]
        ),
        st.permutations(ALL_CARDS[:52]),
        st.integers(0, 3),
    ),
    "euchre.Rules": EUCHRE_RULES,
    "euchre.State": positions(EUCHRE_RULES),
    "euchre.View": views(EUCHRE_RULES),
    "euchre.Deal": st.permutations(euchre.DECK).map(
        lambda deck: euchre.Deal([deck[i * 5 : (i + 1) * 5] for i in range(4)], deck[20:21])
    ),
    "skat.Rules": SKAT_RULES,
    "skat.Bid": st.sampled_from(skat.BID_VALUES).map(skat.Bid),
    "skat.Declare": st.sampled_from(skat.declarations(True, 0) + skat.declarations(False, 0)),
    "skat.State": positions(SKAT_RULES),
    "skat.View": views(SKAT_RULES),
    "skat.Deal": st.permutations(skat.DECK).map(
        lambda deck: skat.Deal([deck[i * 10 : (i + 1) * 10] for i in range(3)], deck[30:])
    ),
    "doppelkopf.Rules": DOPPELKOPF_RULES,
    "doppelkopf.State": positions(DOPPELKOPF_RULES),
    "doppelkopf.View": views(DOPPELKOPF_RULES),
    "doppelkopf.Deal": st.permutations(doppelkopf.DECK).map(
        lambda deck: doppelkopf.Deal([sorted(deck[i * 12 : (i + 1) * 12]) for i in range(4)])
    ),
    "tarok.Rules": TAROK_RULES,
    "tarok.State": positions(TAROK_RULES),
    "tarok.View": views(TAROK_RULES),
    "tarok.Deal": st.permutations(tarok.DECK).map(
        lambda deck: tarok.Deal([deck[6 + i * 16 : 22 + i * 16] for i in range(3)], deck[:6])
    ),
    "GameRecord": records(),
    # One card a seat, each once; leader and winner among those seats (a check refuses others).
    "CompletedTrick": st.builds(
        lambda cards, leader, winner: CompletedTrick(
            cards=cards, leader=leader % len(cards), winner=winner % len(cards)
        ),
        st.lists(st.sampled_from(ALL_CARDS), min_size=2, max_size=7, unique=True).map(tuple),
        st.integers(0, 6),
        st.integers(0, 6),
    ),
}


def event_pool() -> dict[str, list[Any]]:
    """Every kind of event, from whole games of every game, in full and in each seat's form:
    an event's fields hang together (a check refuses made-up ones), so take real ones."""
    pool: dict[str, list[Any]] = {}
    games: list[Any] = [wizard.Rules(players=n) for n in (3, 4, 5, 6)]
    games += [szaman.Rules(players=n, variant=v) for n in (2, 4, 6) for v in ("classic", "russian")]
    games += [ohhell.Rules(players=n, schedule=(1, 52 // n)) for n in (3, 4, 7)]
    games += [ohhell.Rules(players=5, off_bid_penalty=True, points_per_trick=2, bonus=5)]
    games += [spades.Rules(hands=2), spades.Rules.openspiel(win_threshold=0)]
    games += [spades.Rules(hands=3, blind_nil=True, blind_nil_deficit=0)]
    games += [hearts.Rules(hands=5), hearts.Rules.openspiel(jd_bonus=True)]
    games += [bridge.Rules(boards=3, rotation=True), bridge.Rules(dealer=2, dealer_vul=True)]
    games += [whist.Rules(), whist.Rules(target=7, honours=True)]
    games += [euchre.Rules(target=5), euchre.Rules(allow_lone_defender=True, single_hand=True)]
    games += [euchre.Rules(stick_the_dealer=True, allow_lone_defender=True)]
    games += [skat.Rules(ramsch=True), skat.Rules(hands=5, seeger_fabian=True)]
    games += [skat.Rules.openspiel()]
    games += [doppelkopf.Rules(deals=2), doppelkopf.Rules(deals=1, second_dulle=True, pigs=True)]
    games += [doppelkopf.Rules(deals=1, without_nines=True)]
    games += [tarok.Rules(players=3), tarok.Rules(players=4)] * 8  # its hands are short
    for seed, rules in enumerate(games):
        for _, _, events in playout(rules, seed, 2000):
            for event in events:
                for form in (event, *(event.for_seat(s) for s in range(rules.players))):
                    pool.setdefault(json.loads(to_json(form))["type"], []).append(form)
    calling = tarok.new_game(tarok.Rules(players=4), seed=2)  # a king called, whatever the seeds
    while not calling.is_over:
        legal = calling.legal_actions()
        wanted = [a for a in legal if a in (tarok.Pass(), tarok.Bid(tarok.Contract.TWO))]
        calling, events = calling.apply((wanted or legal)[0])
        for event in events:
            for form in (event, *(event.for_seat(s) for s in range(4))):
                pool.setdefault(json.loads(to_json(form))["type"], []).append(form)
    return pool


EVENTS = event_pool()
for _tag in ser.registered_types():
    if _tag in EVENTS:
        BY_TAG[_tag] = st.sampled_from(EVENTS[_tag])
    elif _tag not in BY_TAG:
        BY_TAG[_tag] = plain(_tag)

VALUES: Any = st.one_of(st.sampled_from(ALL_CARDS), played_events(), *BY_TAG.values())


# -- round trips --------------------------------------------------------------------------------


def test_every_registered_type_has_a_strategy_here() -> None:
    assert set(ser.registered_types()) <= set(BY_TAG)
    assert {"Play", "CardPlayed", "GameOver", "GameRecord", "wizard.Bid", "szaman.CardDrawn"} <= (
        set(ser.registered_types())
    )


@pytest.mark.parametrize("tag", sorted(BY_TAG))
@settings(max_examples=15)
@given(data=st.data())
def test_each_type_round_trips(tag: str, data: st.DataObject) -> None:
    value = data.draw(BY_TAG[tag])
    text = to_json(value)
    back = from_json(text)
    assert back == value
    assert type(back) is type(value)
    assert json.loads(text)["type"] == tag
    assert to_json(back) == text


@settings(max_examples=60)
@given(VALUES)
def test_every_value_round_trips(value: Any) -> None:
    assert from_json(to_json(value)) == value
    assert from_json(to_json(value, indent=2).encode()) == value


@pytest.mark.parametrize("card", ALL_CARDS, ids=str)
def test_every_card_round_trips_as_its_ascii_text(card: Card) -> None:
    text = to_json(card)
    assert text.isascii()
    ascii_text = json.loads(text)["card"]
    assert Card.parse(ascii_text) is card
    assert from_json(text) is card
    assert from_json(to_json(Play(card))).card is card


def test_cards_suits_and_phases_are_stable_strings() -> None:
    play = json.loads(to_json(Play(Card.parse("10S"), suit=Suit.HEARTS)))
    assert play == {"format": 1, "type": "Play", "card": "10S", "suit": "H"}
    texts = [json.loads(to_json(card))["card"] for card in tricktaker.parse_cards("RJ BJ W1 N3")]
    assert texts == ["RJ", "BJ", "W1", "N3"]
    state = json.loads(to_json(wizard.new_game(wizard.Rules(players=3), seed=2)))
    assert (state["phase"], state["trump"], state["trump_card"]) == ("bid", "S", "JS")
    assert state["bids"] == [None, None, None]
    assert state["rules"] == {
        "type": "wizard.Rules",
        "players": 3,
        "hook": False,
        "first_dealer": 0,
        "rounds": 20,  # derived: written, and on input optional
    }


def test_the_outer_object_carries_format_and_type_first() -> None:
    document = json.loads(to_json(wizard.Bid(2)))
    assert list(document) == ["format", "type", "tricks"]
    assert document["format"] == ser.FORMAT == 1


def test_to_json_refuses_what_from_json_could_not_read() -> None:
    @attrs.frozen
    class Unregistered:
        x: int

    for value in [
        None,
        1,
        "8H",
        (Card.parse("8H"),),
        [],
        {},
        object(),
        Unregistered(1),
        Suit.CLUBS,
    ]:
        with pytest.raises(SerializationError, match="to_json takes"):
            to_json(value)
    with pytest.raises(SerializationError, match="cannot write"):
        to_json(GameOver(scores=(object(),), winners=()))  # type: ignore[arg-type]


def test_the_expected_type_is_checked() -> None:
    text = to_json(wizard.Bid(1))
    assert from_json(text, wizard.Bid) == wizard.Bid(1)
    assert from_json(text, (wizard.Bid, Play)) == wizard.Bid(1)
    with pytest.raises(SerializationError, match=r"expected a Play, got 'wizard\.Bid'"):
        from_json(text, Play)
    assert from_json(to_json(Card.parse("8H")), Card) is Card.parse("8H")
    with pytest.raises(SerializationError, match="expected a GameRecord, got 'Card'"):
        from_json(to_json(Card.parse("8H")), GameRecord)


def test_bytes_are_read_as_utf8() -> None:
    text = to_json(CardPlayed(seat=1, card=Card.parse("QS")))
    assert from_json(text.encode()) == from_json(bytearray(text.encode()))


# -- strict reading -----------------------------------------------------------------------------

BID = '{"format":1,"type":"wizard.Bid","tricks":1}'


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "not valid JSON"),
        ('{"format":1,"type":"wizard.Bid","tricks":1', "not valid JSON"),
        ("[]", "expected a JSON object naming its type, got an array"),
        ("null", "expected a JSON object naming its type, got null"),
        ("3", "expected a JSON object naming its type, got 3"),
        ('"8H"', "expected a JSON object naming its type, got '8H'"),
        ("{}", "'type' is missing"),
        ('{"format":1}', "'type' is missing"),
        ('{"type":"wizard.Rules","players":3,"hook":false}', "no 'format'"),
        ('{"format":2,"type":"wizard.Bid","tricks":1}', "format 2 is not one this library reads"),
        ('{"format":"1","type":"wizard.Bid","tricks":1}', "'format' must be an integer"),
        ('{"format":1,"type":"wizard.Bet","tricks":1}', "unknown type 'wizard.Bet'"),
        ('{"format":1,"type":"os.system","cmd":"ls"}', "unknown type 'os.system'"),
        ('{"format":1,"type":"wizard.Bid"}', "wizard.Bid: missing field 'tricks'"),
        ('{"format":1,"type":"wizard.Bid","tricks":1,"x":0}', "wizard.Bid: unknown field 'x'"),
        ('{"format":1,"type":"wizard.Bid","tricks":true}', "tricks: expected an integer, got true"),
        ('{"format":1,"type":"wizard.Bid","tricks":1.0}', "tricks: expected an integer, got 1.0"),
        ('{"format":1,"type":"wizard.Bid","tricks":"1"}', "expected an integer, got '1'"),
        ('{"format":1,"type":"wizard.Bid","tricks":NaN}', "NaN is not JSON"),
        ('{"format":1,"type":"wizard.Bid","tricks":1,"tricks":2}', "appears twice"),
        ('{"format":1,"type":"Play","card":"8h","suit":null}', "Play.card: expected a card"),
        ('{"format":1,"type":"Play","card":"8♥","suit":null}', "Play.card: expected a card"),
        ('{"format":1,"type":"Play","card":"8H","suit":"hearts"}', "Play.suit: expected one of"),
        ('{"format":1,"type":"Card","card":"XX"}', "Card.card: expected a card"),
        ('{"format":1,"type":"Card","card":"8H","x":1}', "exactly 'type' and 'card'"),
        (
            '{"format":1,"type":"wizard.Rules","players":9,"hook":false,"first_dealer":0}',
            "wizard.Rules.players: expected an integer from 3 to 6, got 9",
        ),
        (
            '{"format":1,"type":"szaman.Rules","players":2,"variant":"polish","hands":6,'
            '"target":66,"lead_starting_card":false,"jokers_always_playable":false,'
            '"end_before_draw":false}',
            "szaman.Rules.variant: expected one of 'classic', 'russian', got 'polish'",
        ),
        (
            '{"format":1,"type":"GameOver","scores":[1,2],"winners":{"type":"Play"}}',
            "GameOver.winners: expected an array",
        ),
        (
            '{"format":1,"type":"GameRecord","game":"wizard","rules":{"type":"wizard.Bid",'
            '"tricks":1},"seed":1,"actions":[],"version":"1"}',
            "GameRecord.rules: expected a game's rules here, got 'wizard.Bid'",
        ),
        (
            '{"format":1,"type":"GameRecord","game":"chess","rules":{"type":"wizard.Rules",'
            '"players":3,"hook":false,"first_dealer":0},"seed":1,"actions":[],"version":"1"}',
            "no game named 'chess'",
        ),
        (
            '{"format":1,"type":"GameRecord","game":"wizard","rules":{"type":"wizard.Rules",'
            '"players":3,"hook":false,"first_dealer":0},"seed":1,"actions":["8H"],"version":"1"}',
            r"GameRecord.actions\[0\]: expected a JSON object",
        ),
    ],
)
def test_bad_text_is_refused_with_a_message_naming_the_problem(text: str, message: str) -> None:
    with pytest.raises(SerializationError, match=message):
        from_json(text)


def test_a_nested_object_must_be_of_the_declared_type() -> None:
    document = json.loads(to_json(wizard.new_game(wizard.Rules(players=3), seed=1)))
    document["rules"] = json.loads(to_json(szaman.Rules(players=3)))
    del document["rules"]["format"]
    with pytest.raises(SerializationError, match=r"rules: expected a wizard\.Rules here"):
        from_json(json.dumps(document))
    # A value written alone may be nested as it is: an inner "format" must be this one.
    document["rules"] = json.loads(to_json(wizard.Rules(players=3)))
    assert from_json(json.dumps(document)).rules == wizard.Rules(players=3)
    document["rules"]["format"] = 2
    with pytest.raises(SerializationError, match=r"rules: format 2 is not one this library"):
        from_json(json.dumps(document))


def test_limits_on_size_depth_and_numbers() -> None:
    with pytest.raises(SerializationError, match="at most 100"):
        from_json(" " * 101 + BID, max_size=100)
    assert from_json(BID, max_size=len(BID)) == wizard.Bid(1)
    with pytest.raises(SerializationError, match="bytes long"):
        from_json(b" " * (ser.MAX_SIZE + 1))
    with pytest.raises(SerializationError, match="nested too deeply"):
        from_json("[" * 200_000 + "]" * 200_000)
    with pytest.raises(SerializationError, match="an integer of 5000 digits"):
        from_json('{"format":1,"type":"wizard.Bid","tricks":' + "9" * 5000 + "}")


@pytest.mark.parametrize("value", [None, 1, 1.5, ["{}"], {"type": "Play"}, object()])
def test_from_json_takes_only_text(value: Any) -> None:
    with pytest.raises(SerializationError, match="from_json reads JSON text"):
        from_json(value)


def test_invalid_utf8_is_refused() -> None:
    with pytest.raises(SerializationError, match="not UTF-8"):
        from_json(b'{"format":1,"type":"\xff"}')


# -- consistency of states and views ------------------------------------------------------------


def tampered(value: Any, **changes: Any) -> str:
    document = json.loads(to_json(value))
    document.update(changes)
    return json.dumps(document)


WIZARD_STATE = wizard.new_game(wizard.Rules(players=3), seed=2)
SZAMAN_STATE = szaman.new_game(szaman.Rules(players=3), seed=2)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (tampered(WIZARD_STATE, hands=[["6H"], ["6H"], ["10S"]]), "6♥ is in two places"),
        (tampered(WIZARD_STATE, hands=[["RJ"], ["9C"], ["10S"]]), "RJ is not a card of this"),
        (tampered(WIZARD_STATE, trump_card="6H"), "6♥ is in two places"),
        (tampered(WIZARD_STATE, to_act=3), "to_act is 3; the rules make it 1"),
        (tampered(WIZARD_STATE, to_act=None), "to_act is None; the rules make it 1"),
        (tampered(WIZARD_STATE, bids=[5, None, None]), "cannot bid 5: bids are 0 to 1"),
        (tampered(WIZARD_STATE, winners=[0]), "winners is (0,); the rules make it ()"),
        (tampered(WIZARD_STATE, trick=["2C", "3C", "4C"]), "a trick in progress of 3 cards"),
        (tampered(SZAMAN_STATE, stock=["8S", "8S"]), "8♠ is in two places"),
        (tampered(SZAMAN_STATE, played=["7C"]), "7♣ is in two places"),
        (tampered(SZAMAN_STATE, stock=["W1"]), "W1 is not a card of this game"),
        (tampered(SZAMAN_STATE, trick_suit="H"), "trick_suit is ♥; the rules make it None"),
        (tampered(SZAMAN_STATE, hand_number=7), "hand 7 of a game of 6 hands"),
        (tampered(SZAMAN_STATE.view(0), hand_sizes=[7, 8, 8]), "hand_sizes says 7"),
        (tampered(SZAMAN_STATE.view(0), seat=3), "seat 3 is no seat of 3"),
        (tampered(WIZARD_STATE.view(1), trick=["9C"]), "the deal and the tricks give"),
    ],
)
def test_inconsistent_states_and_views_are_refused(text: str, message: str) -> None:
    with pytest.raises(SerializationError, match="inconsistent .*" + re.escape(message)):
        from_json(text)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (tampered(WIZARD_STATE, hands=[["6H"], ["9C"]]), "hands: expected at least 3 items, got 2"),
        (tampered(WIZARD_STATE, scores=[0]), "scores: expected at least 3 items, got 1"),
        (tampered(WIZARD_STATE, round=0), "round: expected an integer from 1 to 20, got 0"),
        (tampered(SZAMAN_STATE, leader=-1), "leader: expected an integer from 0 to 5, got -1"),
        (tampered(SZAMAN_STATE.view(0), stock_size=-1), "stock_size: expected an integer from 0"),
        (tampered(WIZARD_STATE.view(1), hand_sizes=[1, 1]), "hand_sizes: expected at least 3"),
        (
            tampered(WIZARD_STATE, bids=[None, 21, None]),
            r"bids\[1\]: expected an integer from 0 to 20",
        ),
    ],
)
def test_fields_out_of_their_bounds_are_refused(text: str, message: str) -> None:
    # The bounds that the schema states are the ones from_json checks (before the checks of
    # a whole state, which these rows would fail too).
    with pytest.raises(SerializationError, match=message):
        from_json(text)


# -- garbage ------------------------------------------------------------------------------------

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)


def read_or_refuse(text: Any) -> None:
    """from_json either returns a value that writes back to itself, or raises TricktakerError."""
    try:
        value = from_json(text)
    except TricktakerError as error:
        problem: TricktakerError | None = error
    else:
        problem = None
        assert from_json(to_json(value)) == value
    assert problem is None or (isinstance(problem, SerializationError) and str(problem))


@settings(max_examples=150)
@given(st.one_of(st.text(), st.binary(), JSON_VALUES.map(json.dumps)))
def test_garbage_raises_only_tricktaker_error(text: str | bytes) -> None:
    read_or_refuse(text)


@settings(max_examples=150)
@given(JSON_VALUES)
def test_garbage_with_a_known_type_raises_only_tricktaker_error(fields: Any) -> None:
    for tag in ["wizard.State", "szaman.View", "GameRecord", "Play", "Card", "szaman.Rules"]:
        document = {"format": 1, "type": tag}
        if isinstance(fields, dict):
            document.update(fields)
        read_or_refuse(json.dumps(document))


@st.composite
def mutated(draw: st.DrawFn) -> str:
    """The text of a real value, damaged: truncated, a key dropped or added, a value replaced."""
    value = draw(VALUES)
    document = json.loads(to_json(value))
    how = draw(st.sampled_from(["truncate", "drop", "add", "replace", "deep"]))
    if how == "truncate":
        text = to_json(value)
        return text[: draw(st.integers(0, len(text) - 1))]
    keys = [key for key in document if key != "format"]
    key = draw(st.sampled_from(keys))
    if how == "drop":
        del document[key]
    elif how == "add":
        document[draw(st.text(max_size=6))] = draw(JSON_VALUES)
    elif how == "replace":
        document[key] = draw(JSON_VALUES)
    else:  # replace something inside a list or a nested object
        inner = [k for k, v in document.items() if isinstance(v, (list, dict)) and v]
        if inner:
            container = document[draw(st.sampled_from(inner))]
            if isinstance(container, list):
                container[draw(st.integers(0, len(container) - 1))] = draw(JSON_VALUES)
            else:
                container[draw(st.sampled_from(sorted(container)))] = draw(JSON_VALUES)
    return json.dumps(document)


@settings(max_examples=200)
@given(mutated())
def test_damaged_values_raise_only_tricktaker_error(text: str) -> None:
    read_or_refuse(text)


# -- the registry -------------------------------------------------------------------------------


@pytest.fixture
def scratch_registry() -> Iterator[None]:
    """Undo any registration a test makes, so the shipped schema still matches the registry."""
    registries: list[Any] = [codec.BY_TAG, codec.BY_CLASS, ser._ENCODERS, codec.GROUPS]
    saved = [dict(registry) for registry in registries]
    namespaces = set(codec.NAMESPACES)
    roles = {kind.tag: set(kind.roles) for kind in codec.BY_TAG.values()}
    yield
    for registry, copy in zip(registries, saved, strict=True):
        registry.clear()
        registry.update(copy)
    codec.NAMESPACES.clear()
    codec.NAMESPACES.update(namespaces)
    for kind in codec.BY_TAG.values():
        kind.roles = roles[kind.tag]


@attrs.frozen
class Chip:
    """A game's own value: it round trips once registered."""

    color: Suit
    values: tuple[int | None, ...]
    owner: Card | None = None


def test_a_game_registers_its_own_types(scratch_registry: None) -> None:
    with pytest.raises(SerializationError, match="to_json takes"):
        to_json(Chip(Suit.HEARTS, (1, None)))
    ser.register_types("poker", [Chip])
    ser.register_types("poker", [Chip])  # again: nothing happens
    chip = Chip(Suit.HEARTS, (1, None), Card.parse("AS"))
    assert to_json(chip) == (
        '{"format":1,"type":"poker.Chip","color":"H","values":[1,null],"owner":"AS"}'
    )
    assert from_json(to_json(chip)) == chip
    assert "poker.Chip" in ser.json_schema()["$defs"]


@attrs.frozen
class _StackRecord:
    """The public fields of ``Stack`` as JSON writes them."""

    owner: Card
    cards: tuple[Card, ...]
    height: int = 0


class Stack:
    """A lean value (not an attrs class): a bitmask held, its public fields derived, and an
    ``__init__`` that takes them by keyword, as a two-level game state does."""

    __record__ = _StackRecord
    __slots__ = ("_mask", "owner")

    def __init__(self, *, owner: Card, cards: tuple[Card, ...], height: int = 0) -> None:
        self.owner = owner
        self._mask = sum(1 << card.index for card in cards)
        assert height == len(cards)

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(Card.from_index(i) for i in range(CARD_COUNT) if self._mask >> i & 1)

    @property
    def height(self) -> int:
        return self._mask.bit_count()

    def __eq__(self, other: object) -> bool:
        return type(other) is Stack and (self.owner, self._mask) == (other.owner, other._mask)

    __hash__ = None  # type: ignore[assignment]


def test_a_lean_value_is_written_through_its_record(scratch_registry: None) -> None:
    ser.register_types("poker", [Stack])
    stack = Stack(owner=Card.parse("AS"), cards=(Card.parse("2C"), Card.parse("KH")), height=2)
    text = to_json(stack)
    assert text == '{"format":1,"type":"poker.Stack","owner":"AS","cards":["2C","KH"],"height":2}'
    assert from_json(text) == stack
    assert "poker.Stack" in ser.json_schema()["$defs"]
    with pytest.raises(SerializationError, match=r"missing field 'owner'$"):  # height: 0
        from_json('{"format":1,"type":"poker.Stack","cards":[]}')
    with pytest.raises(SerializationError, match=r"missing fields 'cards', 'owner'$"):
        from_json('{"format":1,"type":"poker.Stack"}')


def test_registration_errors(scratch_registry: None) -> None:
    @attrs.frozen
    class Bid:
        tricks: int

    @attrs.frozen
    class Odd:
        value: dict[str, int]

    @attrs.frozen
    class Clash:
        type: int

    class NotAttrs:
        pass

    with pytest.raises(TricktakerError, match="already taken"):
        ser.register_types("wizard", [Bid])
    with pytest.raises(TricktakerError, match="cannot write a field of type"):
        ser.register_types("odd", [Odd])
    with pytest.raises(TricktakerError, match="reserved"):
        ser.register_types("odd", [Clash])
    with pytest.raises(TricktakerError, match="only attrs classes"):
        ser.register_types("odd", [NotAttrs])
    with pytest.raises(TricktakerError, match="without dots"):
        ser.register_types("a.b", [Chip])
    with pytest.raises(TricktakerError, match="not registered"):
        ser.register_types("odd", [], checks={Chip: lambda value: None})


@attrs.frozen
class Token:
    """A class shown under another module, as ``present_as`` shows a game's classes."""

    suit: Suit
    owner: Card | None

    def __str__(self) -> str:
        return f"token {self.suit}"


def test_a_class_shown_under_another_module_still_registers(scratch_registry: None) -> None:
    Token.__module__ = "json"  # a module where neither Suit nor Card is defined
    ser.register_types("tokens", [Token])
    token = Token(Suit.SPADES, Card.parse("W2"))
    assert from_json(to_json(token)) == token


# -- the data form ------------------------------------------------------------------------------


@settings(max_examples=60)
@given(VALUES)
def test_the_data_form_is_the_json_form(value: Any) -> None:
    data = to_data(value)
    assert json.dumps(data, separators=(",", ":")) == to_json(value)
    assert from_data(data) == value
    assert to_data(value) is not data  # new each time: the caller may change it


def test_from_data_does_not_change_its_input() -> None:
    state = wizard.new_game(wizard.Rules(players=3), seed=2)
    data = to_data(state)
    copy = json.loads(json.dumps(data))
    assert from_data(data) == state
    assert data == copy
    with pytest.raises(SerializationError):
        from_data({**data, "round": 0})
    assert data == copy


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ((), "expected a JSON object naming its type, got ()"),
        ({"type": "Play", "card": ("8H",)}, "Play.card: expected a card"),
        ({"format": 1, "type": "GameOver", "scores": (1, 2), "winners": [1]}, "expected an array"),
        ({"type": "wizard.Bid", "tricks": 1.0}, "expected an integer, got 1.0"),
        ({"type": "wizard.Bid", "tricks": True}, "expected an integer, got true"),
        ({"type": "wizard.Bid", "tricks": 10**5000}, "an integer of more than 4300 digits"),
        ({"type": "wizard.Bid", 1: 2, "tricks": 1}, "unknown field '1'"),
        ({"type": "wizard.Bid", "tricks": 1, "format": 1.0}, "'format' must be an integer"),
    ],
)
def test_from_data_reads_only_the_json_types(data: Any, message: str) -> None:
    with pytest.raises(SerializationError, match=re.escape(message)):
        from_data(data)


def test_the_expected_type_may_be_a_union() -> None:
    bid = {"type": "wizard.Bid", "tricks": 1}
    assert from_data(bid, wizard.Action) == wizard.Bid(1)
    assert from_json(json.dumps(bid), wizard.Action) == wizard.Bid(1)
    with pytest.raises(SerializationError, match=r"expected a wizard\.Bid or wizard\.ChooseTrump"):
        from_data(to_data(GameOver(scores=(1,), winners=(0,))), wizard.Action)
    with pytest.raises(TricktakerError, match="expected is a class"):
        from_data(bid, "wizard.Bid")  # type: ignore[call-overload]


# -- forgiving input ----------------------------------------------------------------------------


def test_an_action_needs_no_format_and_a_play_no_suit() -> None:
    assert from_json('{"type":"Play","card":"8H"}') == Play(Card.parse("8H"))
    assert from_json('{"type":"wizard.Bid","tricks":0}', wizard.Action) == wizard.Bid(0)
    assert from_json('{"type":"Play","card":"RJ","suit":"D"}') == Play(
        Card.parse("RJ"), suit=Suit.DIAMONDS
    )
    assert from_json('{"format":1,"type":"CardPlayed","seat":0,"card":"8H"}') == CardPlayed(
        seat=0, card=Card.parse("8H")
    )
    with pytest.raises(SerializationError, match="no 'format'"):
        from_json('{"type":"CardPlayed","seat":0,"card":"8H"}')  # an event is not an action
    with pytest.raises(SerializationError, match="missing field 'card'"):
        from_json('{"type":"Play","suit":null}')


@pytest.mark.parametrize("card", ALL_CARDS, ids=str)
def test_card_code_is_the_text_the_json_uses(card: Card) -> None:
    assert json.loads(to_json(card))["card"] == card.code
    assert Card.parse(card.code) is card
    assert card.code.isascii()


@attrs.frozen
class Node:
    """A type that could hold itself: JSON of it could nest without end."""

    children: tuple[Node, ...]


@attrs.frozen
class Pile:
    """A game's value with a derived value and bounds."""

    chips: tuple[int, ...]
    owner: int | None = None

    @property
    def total(self) -> int:
        return sum(self.chips)


@attrs.frozen
class Bet:
    """A game's action."""

    chips: int


@attrs.frozen
class Log:
    """A value that holds any game's actions, typed Any."""

    actions: tuple[Any, ...]


def test_a_type_that_could_hold_itself_is_refused(scratch_registry: None) -> None:
    with pytest.raises(TricktakerError, match=r"test_serialize\.Node|poker\.Node could hold"):
        ser.register_types("poker", [Node])
    assert "poker.Node" not in ser.registered_types()


def test_a_field_typed_any_must_say_what_it_holds(scratch_registry: None) -> None:
    with pytest.raises(TricktakerError, match="a field of type Any could hold anything"):
        ser.register_types("poker", [Log])
    ser.register_types(
        "poker", [Bet, Log], actions=[Bet], fields={Log: {"actions": tuple[ser.AnyAction, ...]}}
    )
    log = Log((Bet(2), wizard.Bid(1)))
    assert from_json(to_json(log)) == log
    assert ser.game_types("poker", "action") == (Bet,)
    with pytest.raises(SerializationError, match=r"actions\[0\]: expected an action here"):
        from_data({"format": 1, "type": "poker.Log", "actions": [to_data(log)]})
    assert from_data({"type": "poker.Bet", "chips": 3}) == Bet(3)  # an action: no format
    schema = ser.json_schema()
    assert schema["$defs"]["poker.Action"]["anyOf"] == [{"$ref": "#/$defs/poker.Bet"}]
    assert {"$ref": "#/$defs/poker.Action"} in schema["$defs"]["action"]["anyOf"]


def test_derived_values_and_bounds(scratch_registry: None) -> None:
    ser.register_types(
        "poker",
        [Pile],
        derived={Pile: ["total"]},
        bounds={
            Pile: {"chips": ser.Bounds(minimum=0, max_items=3), "total": ser.Bounds(maximum=9)}
        },
    )
    assert to_data(Pile((1, 2))) == {
        "format": 1, "type": "poker.Pile", "chips": [1, 2], "owner": None, "total": 3
    }  # fmt: skip
    assert from_data({"format": 1, "type": "poker.Pile", "chips": [1, 2]}) == Pile((1, 2))
    for data, message in [
        ({"chips": [1, 2], "total": 4}, "total is not what the value gives"),
        ({"chips": [1, -2]}, r"chips\[1\]: expected an integer at least 0, got -2"),
        ({"chips": [1, 1, 1, 1]}, "chips: expected at most 3 items, got 4"),
        ({"chips": [5, 5], "total": 10}, "total: expected an integer at most 9"),
    ]:
        with pytest.raises(SerializationError, match=message):
            from_data({"format": 1, "type": "poker.Pile", **data})
    pile = ser.json_schema()["$defs"]["poker.Pile"]
    assert pile["properties"]["chips"] == {
        "type": "array", "items": {"type": "integer", "minimum": 0}, "maxItems": 3
    }  # fmt: skip
    assert pile["required"] == ["type", "chips"]
    with pytest.raises(TricktakerError, match="given for no field"):
        ser.register_types("cards", [Bet], bounds={Bet: {"coins": ser.Bounds(minimum=0)}})


def test_a_refusal_is_written_for_the_client_that_acted() -> None:
    state = wizard.new_game(wizard.Rules(players=3), seed=1)
    with pytest.raises(IllegalActionError) as info:
        state.apply(wizard.Bid(5))
    data = to_data(info.value)
    assert data == {
        "format": 1,
        "type": "IllegalActionError",
        "code": "bid_out_of_range",
        "message": str(info.value),
    }
    assert json.loads(to_json(info.value)) == data
    with pytest.raises(SerializationError):  # an error is written, never read back as a value
        from_json(to_json(info.value))
