"""The JSON Schema shipped in the package: current, valid, satisfied by what to_json writes,
and refusing (at least) what from_json refuses field by field: types, bounds, unknown keys.

Anything the schema refuses from_json refuses too. from_json checks more than a schema can
say (a card twice in a state), so the converse does not hold.
"""

from __future__ import annotations

import copy
import importlib.resources
import json
import random
import re
from typing import Any

import jsonschema
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.bridge.claiming import claimed_values
from tricktaker import (
    Card,
    CompletedTrick,
    GameOver,
    GameRecord,
    Play,
    Suit,
    TricktakerError,
    bridge,
    doppelkopf,
    euchre,
    from_data,
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
from tricktaker.cards import CARD_COUNT
from tricktaker.serialize import FORMAT, json_schema, registered_types


def shipped_schema() -> Any:
    resource = importlib.resources.files("tricktaker").joinpath("schema/tricktaker.schema.json")
    return json.loads(resource.read_text(encoding="utf-8"))


SCHEMA = shipped_schema()
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def named(definition: str) -> jsonschema.Draft202012Validator:
    """A validator of one of the schema's named definitions, on its own."""
    schema = {"$schema": SCHEMA["$schema"], "$defs": SCHEMA["$defs"]}
    return jsonschema.Draft202012Validator({**schema, "$ref": f"#/$defs/{definition}"})


def test_the_shipped_schema_is_current() -> None:
    # After changing a registered type: write json.dumps(json_schema(), indent=2) + "\n" to
    # src/tricktaker/schema/tricktaker.schema.json.
    assert json_schema() == SCHEMA


def test_the_schema_is_a_valid_2020_12_schema() -> None:
    assert SCHEMA["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


def test_the_schema_names_every_card_and_the_format() -> None:
    assert len(SCHEMA["$defs"]["card"]["enum"]) == CARD_COUNT
    for tag in ["Card", *registered_types()]:
        assert SCHEMA["$defs"][tag]["properties"]["format"]["const"] == FORMAT


def test_titles_name_the_types_for_code_generators() -> None:
    # Issue 10: json-schema-to-typescript named the second Rules "Rules1".
    defs = SCHEMA["$defs"]
    titles = [definition["title"] for definition in defs.values()]
    assert len(set(titles)) == len(titles)
    assert all(re.fullmatch(r"[A-Z][A-Za-z0-9]*", title) for title in titles)
    assert defs["wizard.Rules"]["title"] == "WizardRules"
    assert defs["szaman.Rules"]["title"] == "SzamanRules"
    assert defs["wizard.Action"]["title"] == "WizardAction"
    # A "$ref" with a keyword beside it makes json-schema-to-typescript emit a renamed copy
    # of the type ("SzamanRules1"): the top-level options are bare references.
    assert all(list(option) == ["$ref"] for option in SCHEMA["anyOf"])


def test_each_game_has_its_unions() -> None:
    defs = SCHEMA["$defs"]
    unions = [name for name in defs if name.endswith((".Action", ".Event"))]
    assert sorted(unions) == [
        "bridge.Action", "bridge.Event", "doppelkopf.Action", "doppelkopf.Event",
        "euchre.Action", "euchre.Event", "hearts.Action",
        "hearts.Event", "ohhell.Action", "ohhell.Event", "skat.Action", "skat.Event",
        "spades.Action", "spades.Event",
        "szaman.Action", "szaman.Event", "tarok.Action", "tarok.Event", "whist.Action",
        "whist.Event", "wizard.Action", "wizard.Event",
    ]  # fmt: skip
    refs = {name: [ref["$ref"] for ref in defs[name]["anyOf"]] for name in unions}
    assert refs["wizard.Action"] == [
        "#/$defs/wizard.Bid",
        "#/$defs/wizard.ChooseTrump",
        "#/$defs/Play",
    ]
    assert refs["szaman.Action"] == ["#/$defs/Play"]
    assert "#/$defs/wizard.RoundScored" in refs["wizard.Event"]
    assert "#/$defs/CardPlayed" in refs["szaman.Event"]
    assert "#/$defs/szaman.CardDrawn" not in refs["wizard.Event"]
    assert refs["ohhell.Action"] == ["#/$defs/ohhell.Bid", "#/$defs/Play"]
    assert "#/$defs/ohhell.RoundScored" in refs["ohhell.Event"]
    assert "#/$defs/CardPlayed" in refs["ohhell.Event"]
    assert "#/$defs/wizard.TrumpChosen" not in refs["ohhell.Event"]
    assert refs["bridge.Action"] == [
        "#/$defs/bridge.Bid", "#/$defs/bridge.Pass", "#/$defs/bridge.Double",
        "#/$defs/bridge.Redouble", "#/$defs/bridge.Claim", "#/$defs/bridge.AcceptClaim",
        "#/$defs/bridge.DisputeClaim", "#/$defs/Play",
    ]  # fmt: skip
    assert "#/$defs/bridge.DummyFaced" in refs["bridge.Event"]
    for claimed in ("ClaimMade", "ClaimAccepted", "ClaimDisputed"):
        assert f"#/$defs/bridge.{claimed}" in refs["bridge.Event"]


def samples() -> list[Any]:
    """Values of every kind, from real games of each game."""
    values: list[Any] = [Card.from_index(index) for index in range(CARD_COUNT)]
    values += [Play(Card.parse("RJ"), suit=Suit.HEARTS), wizard.ChooseTrump(Suit.SPADES)]
    values += [wizard.TrumpChosen(seat=0, suit=Suit.CLUBS), GameOver(scores=(1, 2), winners=(1,))]
    values.append(CompletedTrick(cards=(Card.parse("9H"), Card.parse("2S")), leader=1, winner=1))
    rng = random.Random(3)
    values.append(ohhell.Deal([(Card.parse("AS"),), (Card.parse("2C"),)], Card.parse("8H")))
    values.append(wizard.Deal([(Card.parse("W1"),), (Card.parse("N2"),)], Card.parse("8H")))
    values.append(szaman.Deal([szaman.new_game(seed=1).hands[0]], szaman.new_game(seed=1).stock))
    values.append(spades.Deal(spades.new_game(seed=1).hands))
    blind, _ = spades.start(spades.Rules(blind_nil=True, blind_nil_deficit=0), seed=1)
    for choice in (spades.BlindNil(), spades.SeeCards()):  # each choice of a blind nil
        values += [choice, *blind.apply(choice)[1], blind.view(0), blind.view(1)]
    values.append(hearts.Deal(hearts.new_game(seed=1).hands, direction=hearts.Direction.ACROSS))
    values.append(hearts.PassesReceived(received=(None, (Card.parse("2C"),) * 3, None, None)))
    values.append(hearts.HandScored(hand_number=1, points=(26, 0, 26, 26), scores=(26, 0, 26, 26),
                                    moon=1))  # fmt: skip
    values += [bridge.Deal(bridge.new_game(seed=1).hands), *bridge.CALLS[:4]]
    dealt = whist.new_game(seed=1)
    values.append(whist.Deal(dealt.hands, turned=dealt.trump_card))
    values.append(whist.HandScored(hand_number=1, taken=(4, 3, 3, 3), points=(1, 0, 1, 0),
                                   scores=(1, 0, 1, 0)))  # fmt: skip
    values.append(bridge.Contract(level=3, strain=bridge.Strain.NOTRUMP, declarer=1))
    values.append(euchre.Deal(euchre.new_game(seed=1).hands, (euchre.new_game(seed=1).upcard,)))
    values.append(euchre.HandScored(hand_number=1, maker=1, taken=(0, 3, 0, 2), points=(0, 1, 0, 1),
                                    scores=(0, 1, 0, 1)))  # fmt: skip
    values.append(doppelkopf.Deal(doppelkopf.new_game(seed=1).hands))
    scoring = doppelkopf.new_game(doppelkopf.Rules(deals=1), seed=2)
    while not scoring.is_over:  # a deal to its score
        scoring, events = scoring.apply(scoring.legal_actions()[0])
    values += [*events, scoring, doppelkopf.ScoreItem("gewonnen", 1)]
    calling = euchre.new_game(euchre.Rules(allow_lone_defender=True), seed=1)
    while calling.phase is not euchre.Phase.PLAY:  # each decision before the tricks
        choice = calling.legal_actions()[-1 if calling.passes else 0]
        calling, events = calling.apply(choice)
        values += [choice, *events, *(event.for_seat(1) for event in events)]
    values.append(skat.Deal(skat.new_game(seed=1).hands, skat.new_game(seed=1).skat))
    for kontra, script in (
        (False, [skat.Bid(18), skat.Hold(), skat.Pass(), skat.Pass(), skat.PickUp(False)]),
        (False, [skat.Pass(), skat.Pass(), skat.Bid(18), skat.PickUp(True)]),
        (True, [skat.Pass(), skat.Pass(), skat.Bid(18), skat.PickUp(True)]),  # Kontra, Re
    ):
        bidding = skat.new_game(skat.Rules(kontra=kontra), seed=1)
        for choice in script:  # each decision before the tricks: the auction, the skat
            bidding, events = bidding.apply(choice)
            values += [choice, *events, *(event.for_seat(1) for event in events)]
        while bidding.phase is not skat.Phase.PLAY:  # the cards laid away, the declaration
            choice = bidding.legal_actions()[-1]
            bidding, events = bidding.apply(choice)
            values += [choice, *events, *(event.for_seat(0) for event in events), bidding]
    state, events = bridge.start(bridge.Rules(boards=2), seed=4)  # every bridge event, in full
    values += list(events)
    while not state.is_over:
        state, events = state.apply(rng.choice(state.legal_actions()))
        values += list(events)
    values += claimed_values()  # claims made, disputed and agreed
    games = {wizard.Rules: wizard, szaman.Rules: szaman, ohhell.Rules: ohhell, spades.Rules: spades,
             hearts.Rules: hearts, bridge.Rules: bridge, whist.Rules: whist,
             euchre.Rules: euchre, skat.Rules: skat,
             doppelkopf.Rules: doppelkopf, tarok.Rules: tarok}  # fmt: skip
    for players, contract in ((4, tarok.Contract.TWO), (3, tarok.Contract.KLOP)):
        state = tarok.new_game(tarok.Rules(players=players), seed=2)  # each tarok action
        while not state.is_over:
            legal = state.legal_actions()
            wanted = [a for a in legal if a in (tarok.Pass(), tarok.Bid(contract))]
            action = (wanted or legal)[0]
            state, events = state.apply(action)
            values += [action, *events, *(event.for_seat(1) for event in events)]
        values += [state, state.view(0)]
    values.append(tarok.Deal([tarok.DECK[6 + i * 12 : 18 + i * 12] for i in range(4)],
                             tarok.DECK[:6]))  # fmt: skip
    announcing = doppelkopf.new_game(doppelkopf.Rules(deals=1), seed=1)  # an announcement
    while not any(type(a) is doppelkopf.Announce for a in announcing.legal_actions()):
        announcing = announcing.apply(announcing.legal_actions()[0])[0]
    announce = next(a for a in announcing.legal_actions() if type(a) is doppelkopf.Announce)
    values += [announce, *announcing.apply(announce)[1]]
    for rules in [
        wizard.Rules(players=3, hook=True),
        szaman.Rules(players=4, variant="russian"),
        ohhell.Rules(players=4, schedule=(4, 3), hook=True),
        spades.Rules(hands=1),
        spades.Rules(hands=2, blind_nil=True, blind_nil_deficit=0),
        hearts.Rules(hands=1),
        bridge.Rules(dealer=1, non_dealer_vul=True),
        bridge.Rules(claims=True),  # claims made, accepted and disputed at random
        whist.Rules(honours=True),
        euchre.Rules(target=3, allow_lone_defender=True),
        skat.Rules(hands=2, ramsch=True, seeger_fabian=True),
        skat.Rules.openspiel(),
        doppelkopf.Rules(deals=1, second_dulle=True, pigs=True),
        *[tarok.Rules(players=3 + n % 2) for n in range(12)],  # each contract's actions
    ]:
        name = games[type(rules)].GAME.name
        state, events = games[type(rules)].start(rules, seed=9)
        actions = []
        values += [rules, state, *events]
        for step in range(400):
            if state.is_over:
                break
            action = rng.choice(state.legal_actions())
            actions.append(action)
            state, events = state.apply(action)
            if step % 5 == 0:
                values += [action, state, *events, *(state.view(s) for s in range(rules.players))]
                values += [event.for_seat(0) for event in events]
        values.append(GameRecord(game=name, rules=rules, seed=9, actions=tuple(actions)))
    return values


SAMPLES = samples()


def test_the_samples_cover_every_type_in_the_schema() -> None:
    tags = {to_data(value)["type"] for value in SAMPLES}
    assert tags == {"Card", *registered_types()}


def nested(document: Any) -> list[dict[str, Any]]:
    """Every object with a type inside a written value (itself included)."""
    found = []
    if isinstance(document, dict):
        if "type" in document:
            found.append(document)
        for value in document.values():
            found += nested(value)
    elif isinstance(document, list):
        for value in document:
            found += nested(value)
    return found


@pytest.mark.parametrize("index", range(0, len(SAMPLES), 40))
def test_what_to_json_writes_satisfies_the_schema_and_each_named_definition(index: int) -> None:
    for value in SAMPLES[index : index + 40]:
        document = json.loads(to_json(value))
        assert list(VALIDATOR.iter_errors(document)) == []
        for inner in nested(document):  # a named definition takes a value alone or nested
            errors = list(named(inner["type"]).iter_errors(inner))
            assert errors == [], (inner["type"], errors[0].message)


def test_a_view_is_valid_under_its_definition_with_its_format() -> None:
    # Issue 10: $defs/wizard.View refused a view because of "format".
    view = to_data(wizard.new_game(seed=1).view(2))
    assert list(named("wizard.View").iter_errors(view)) == []
    assert list(named("wizard.Action").iter_errors(to_data(wizard.Bid(1)))) == []
    assert list(named("wizard.Action").iter_errors(to_data(szaman.CardDrawn(seat=0, card=None))))


REFUSED: list[Any] = [
    [],
    {"type": "wizard.Rules", "players": 3, "hook": False, "first_dealer": 0},  # no format
    {"format": 2, "type": "Play", "card": "8H", "suit": None},
    {"format": 1, "type": "Play", "card": "8h", "suit": None},
    {"format": 1, "type": "Play", "card": "8H", "suit": None, "extra": 1},
    {"format": 1, "type": "wizard.Bid", "tricks": True},
    {"format": 1, "type": "wizard.Bid", "tricks": 1.5},
    {"format": 1, "type": "wizard.Bid", "tricks": 21},
    {"format": 1, "type": "wizard.Bid", "tricks": -1},
    {"format": 1, "type": "wizard.Rules", "players": 7, "hook": False, "first_dealer": 0},
    {"format": 1, "type": "wizard.Rules", "players": 3, "hook": False, "first_dealer": 6},
    {"format": 1, "type": "szaman.Rules", "players": 1, "variant": "classic", "hands": 6,
     "target": 66, "lead_starting_card": False},
    {"format": 1, "type": "CardPlayed", "seat": -1, "card": "8H", "suit": None},
    {"format": 1, "type": "wizard.BidMade", "seat": 6, "tricks": 1},
    {"format": 1, "type": "GameOver", "scores": [], "winners": []},
    {"format": 1, "type": "Chess", "move": "e4"},
    {"format": 1, "type": "GameOver", "scores": [1, "2"], "winners": []},
    {"format": 1, "type": "ohhell.Bid", "tricks": 18},
    {"format": 1, "type": "ohhell.Bid", "tricks": True},
    {"format": 1, "type": "ohhell.Rules", "players": 8, "schedule": [1], "hook": True,
     "bonus": 10, "points_per_trick": 1, "off_bid_penalty": False, "first_dealer": 0},
    {"format": 1, "type": "ohhell.Rules", "players": 3, "schedule": [], "hook": True,
     "bonus": 10, "points_per_trick": 1, "off_bid_penalty": False, "first_dealer": 0},
    {"format": 1, "type": "ohhell.Rules", "players": 3, "schedule": [0], "hook": True,
     "bonus": 10, "points_per_trick": 1, "off_bid_penalty": False, "first_dealer": 0},
    {"format": 1, "type": "ohhell.Rules", "players": 3, "schedule": [1], "hook": True,
     "bonus": -1, "points_per_trick": 1, "off_bid_penalty": False, "first_dealer": 0},
    {"format": 1, "type": "ohhell.BidMade", "seat": 7, "tricks": 1},
    {"format": 1, "type": "ohhell.RoundStarted", "round": 1, "dealer": 0, "hand_size": 0,
     "hands": [None, None, None]},
    {  # no game: a field without a default is required
        "format": 1,
        "type": "GameRecord",
        "rules": {"type": "wizard.Rules", "players": 3, "hook": False, "first_dealer": 0},
        "seed": 1,
        "actions": [],
        "version": "1",
    },
    {
        "format": 1,
        "type": "GameRecord",
        "game": "wizard",
        "rules": {"type": "wizard.Rules", "players": 3, "hook": False, "first_dealer": 0},
        "seed": 2**128,
        "actions": [],
        "version": "1",
    },
]  # fmt: skip


@pytest.mark.parametrize("document", REFUSED)
def test_the_schema_refuses_what_from_json_refuses(document: Any) -> None:
    assert list(VALIDATOR.iter_errors(document))
    with pytest.raises(TricktakerError):
        from_data(document)


ACCEPTED: list[Any] = [
    {"type": "Play", "card": "8H"},  # an action needs no format, nor a suit when it has none
    {"format": 1, "type": "Play", "card": "RJ", "suit": "H"},
    {"type": "wizard.Bid", "tricks": 20},
    {"format": 1, "type": "wizard.Rules", "players": 6, "hook": True, "first_dealer": 5},
    {"format": 1, "type": "wizard.Rules", "players": 4, "hook": True, "first_dealer": 0,
     "rounds": 15},
    {"type": "ohhell.Bid", "tricks": 17},
    {"format": 1, "type": "ohhell.Rules", "players": 7, "schedule": [7, 1], "hook": False,
     "bonus": 0, "points_per_trick": 0, "off_bid_penalty": True, "first_dealer": 6},
]  # fmt: skip


@pytest.mark.parametrize("document", ACCEPTED)
def test_the_schema_and_from_json_accept_the_forgiving_forms(document: Any) -> None:
    assert list(VALIDATOR.iter_errors(document)) == []
    from_data(document)


def test_a_field_with_a_default_may_be_left_out_and_reads_as_its_default() -> None:
    # docs/stability.md: a field added with a default leaves the documents before it readable.
    document = {"format": 1, "type": "wizard.Rules", "players": 3}
    assert list(VALIDATOR.iter_errors(document)) == []
    assert from_data(document) == wizard.Rules(players=3, hook=False, first_dealer=0)
    record = {"format": 1, "type": "GameRecord", "game": "wizard", "rules": document, "seed": 1}
    assert list(VALIDATOR.iter_errors(record)) == []
    assert from_data(record).actions == ()


@pytest.mark.parametrize(
    ("game", "least", "most"), [(wizard, 3, 6), (szaman, 2, 6), (ohhell, 3, 7)]
)
def test_the_players_bounds_are_the_rules_own(game: Any, least: int, most: int) -> None:
    bounds = SCHEMA["$defs"][f"{game.__name__.split('.')[-1]}.Rules"]["properties"]["players"]
    assert (bounds["minimum"], bounds["maximum"]) == (least, most)
    for players in (least, most):
        game.Rules(players=players)
    for players in (least - 1, most + 1):
        with pytest.raises(TricktakerError):
            game.Rules(players=players)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner),
    max_leaves=6,
)


def fields_of(document: Any) -> list[tuple[Any, Any]]:
    """(container, key) of every field inside a written value."""
    found: list[tuple[Any, Any]] = []
    if isinstance(document, dict):
        for key, value in document.items():
            if key != "type":
                found.append((document, key))
            found += fields_of(value)
    elif isinstance(document, list):
        for index, value in enumerate(document):
            found.append((document, index))
            found += fields_of(value)
    return found


@settings(max_examples=300)
@given(st.sampled_from(SAMPLES[::7]), st.data())
def test_what_the_schema_refuses_from_json_refuses(value: Any, data: st.DataObject) -> None:
    document = copy.deepcopy(to_data(value))
    container, key = data.draw(st.sampled_from(fields_of(document)))
    replacement = data.draw(
        JSON_VALUES | st.integers(-3, 70) | st.sampled_from(codec.CARD_TEXT) | st.just(None)
    )
    container[key] = replacement
    schema_errors = list(VALIDATOR.iter_errors(document))
    if schema_errors:
        with pytest.raises(TricktakerError):
            from_data(document)
