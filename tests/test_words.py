"""Each game's words (tricktaker.words, a game's words.py): which way its scores run agrees with
its winners in every game, its seats, teams, hands and end read as its players say them, and
every event is told from one text, to nobody (str) and to each seat ("you")."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests.registry import GAMES
from tricktaker import (
    Card,
    CardPlayed,
    GameOver,
    Suit,
    bridge,
    euchre,
    get_game,
    hearts,
    parse_cards,
    spades,
    tarok,
)
from tricktaker.standing import Aim
from tricktaker.words import PLAIN, Teller, Words, words_of


def random_game(name: str, seed: int) -> tuple[Any, list[Any]]:
    """A game of ``name``'s default rules played at random to its end; its last state and
    every event."""
    game = get_game(name)
    state, events = game.start(game.rules(), seed=seed)
    told = list(events)
    rng = random.Random(seed)
    while not state.is_over:
        state, events = state.apply(rng.choice(state.legal_actions()))
        told.extend(events)
    return state, told


@pytest.mark.parametrize("name", GAMES)
def test_the_standing_puts_the_games_winners_first_in_every_game(name: str) -> None:
    words = get_game(name).words
    for seed in range(8):
        state, _ = random_game(name, seed)
        first = words.standing(state.rules, state.scores)[0]
        places = words.places(state.rules, state.scores)
        assert {seat for seat, place in enumerate(places) if place == 1} == set(state.winners)
        assert set(first.seats) <= set(state.winners)


@pytest.mark.parametrize("name", GAMES)
def test_every_event_is_told_to_nobody_and_to_each_seat(name: str) -> None:
    game = get_game(name)
    state, events = random_game(name, 3)
    for event in events:
        # str: the words of the event's own game (a core event, shared by every game, is
        # told as a plain game's: "seat 1 plays 9♠", where bridge's words say "East")
        assert str(event) == words_of(event).tell(event, Teller(words_of(event)))
        assert not str(event).startswith(type(event).__name__)  # a text, not a repr
        for seat in range(state.rules.players):
            told = game.words.tell(event.for_seat(seat), Teller(game.words, reader=seat))
            assert told
            assert "{" not in told


def test_hearts_lowest_total_stands_first_and_its_points_taken_do_harm() -> None:
    words = hearts.GAME.words
    rules = hearts.Rules()
    assert words.aim is Aim.LOWEST
    ranking = words.standing(rules, (46, 59, 67, 114))
    assert [place.seats for place in ranking] == [(0,), (1,), (2,), (3,)]
    assert words.trend(rules, (16, 0, 0, 10), (40, 3, 8, 26)) == (-1, 0, 0, -1)
    assert words.utility(rules, (46, 59, 67, 114)) == (-46, -59, -67, -114)


def test_partners_stand_together_and_are_named_as_a_team() -> None:
    words = bridge.GAME.words
    rules = bridge.Rules()
    ranking = words.standing(rules, (-420, 420, -420, 420))
    assert [(place.seats, place.place) for place in ranking] == [((1, 3), 1), ((0, 2), 2)]
    tell = Teller(words, rules=rules)
    assert tell.seats((1, 3)) == "E–W"
    assert tell.gains((-420, 420, -420, 420)) == "N–S -420, E–W +420"
    assert str(GameOver(scores=(10, 20, 10, 20), winners=(1, 3))) == (
        "game over: seat 1 and seat 3 win with 20"
    )  # the core's event alone does not know its game's seats
    over = GameOver(scores=(10, 20, 10, 20), winners=(1, 3))
    assert words.tell(over, tell) == "game over: E–W wins with 20"


def test_bridge_names_its_seats_by_the_compass_and_sorts_a_hand_spades_first() -> None:
    words = bridge.GAME.words
    tell = Teller(words, reader=2)
    played = CardPlayed(seat=1, card=Card.parse("5D"))
    assert words.tell(played, tell) == "East plays 5♦"
    assert words.tell(CardPlayed(seat=2, card=Card.parse("5D")), tell) == "you play 5♦"
    hand = parse_cards("2C AC 10D 3H KH 4S AS")
    assert " ".join(map(str, words.sort(hand))) == "A♠ 4♠ K♥ 3♥ 10♦ A♣ 2♣"
    assert PLAIN.sort(hand) == hand


def test_each_game_says_which_deal_it_is_and_how_it_ends() -> None:
    def read(name: str, number: int, **options: Any) -> str:
        game = get_game(name)
        rules = game.rules(**options)
        tell = Teller(game.words)
        return f"{game.words.progress(rules, number, tell)} · {game.words.end_text(rules, tell)}"

    assert read("hearts", 1) == "hand 1 · to 100"
    assert read("hearts", 2, hands=5) == "hand 2 · to 100, 5 hands at most"
    assert read("spades", 1) == "hand 1 · to 500"
    assert read("szaman", 2) == "hand 2 of 6 · "
    assert read("wizard", 3, players=4) == "round 3 of 15 · "
    assert read("bridge", 1) == "board 1 · "
    assert read("bridge", 2, boards=4) == "board 2 of 4 · "


def test_spades_says_nil_and_blind_nil() -> None:
    words = spades.GAME.words
    tell = Teller(words)
    assert words.action(spades.Bid(0), tell) == "nil"
    assert words.action(spades.Bid(3), tell) is None
    assert words.action(spades.BlindNil(), tell) == "blind nil"
    assert str(spades.BidMade(seat=1, tricks=0)) == "seat 1 bids nil"


def test_euchre_names_its_choices_and_asks_only_the_dealer_to_discard() -> None:
    words = euchre.GAME.words
    tell = Teller(words)
    assert words.action(euchre.Call(Suit.HEARTS), tell) == "trump ♥"
    assert words.action(euchre.GoAlone(True), tell) == "go alone"
    assert words.action(euchre.GoAlone(False), tell) == "play with your partner"
    assert words.action(euchre.Pass(), tell) is None  # a front end's own word
    asked = 0
    for seed in range(8):
        state = euchre.new_game(euchre.Rules(single_hand=True), seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            for seat in range(4):
                prompt = words.prompt(state.view(seat), tell)
                discarding = state.phase is euchre.Phase.DISCARD and seat == state.to_act
                assert prompt == ("discard a card" if discarding else None)
                asked += discarding
            state, _ = state.apply(rng.choice(state.legal_actions()))
    assert asked >= 3  # the turned card ordered up in some of the deals


TAROK_NAMES = {  # pagat.com's English names, with the Slovenian where they differ
    tarok.Contract.KLOP: "klop",
    tarok.Contract.THREE: "three (tri)",
    tarok.Contract.TWO: "two (dva)",
    tarok.Contract.ONE: "one (ena)",
    tarok.Contract.SOLO_THREE: "solo three (solo tri)",
    tarok.Contract.SOLO_TWO: "solo two (solo dva)",
    tarok.Contract.SOLO_ONE: "solo one (solo ena)",
    tarok.Contract.BEGGAR: "beggar (berač)",
    tarok.Contract.SOLO_WITHOUT: "solo without (solo brez)",
    tarok.Contract.OPEN_BEGGAR: "open beggar (odprti berač)",
    tarok.Contract.COLOUR_VALAT: "colour valat (barvni valat)",
    tarok.Contract.VALAT: "valat",
}


def test_tarok_names_every_choice_but_a_card_in_its_own_words() -> None:
    words = tarok.GAME.words
    tell = Teller(words)
    assert words.action(tarok.Pass(), tell) == "pass (naprej)"
    assert {c: words.action(tarok.Bid(c), tell) for c in tarok.Contract} == TAROK_NAMES
    kings = [words.action(tarok.CallKing(suit), tell) for suit in Suit]
    assert kings == ["call K♣", "call K♦", "call K♥", "call K♠"]
    parts = [words.action(tarok.ChooseTalon(part), tell) for part in range(1, 7)]
    assert parts == [f"take part {part} of the talon" for part in range(1, 7)]
    card = Card.parse("7S")
    assert words.action(tarok.Discard(card), tell) is None  # a card: the front end's own
    for seed in range(6):  # every action a deal offers has words, but a card played
        state = tarok.new_game(tarok.Rules(), seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            for action in state.legal_actions():
                said = words.action(action, tell)
                assert (said is None) == isinstance(action, tarok.Discard | tarok.Play), action
                assert said is None or not said.startswith(type(action).__name__)
            state, _ = state.apply(rng.choice(state.legal_actions()))


def tarok_deal_of_three(seed: int) -> list[Any]:
    """A Tarok deal where seats 1 to 3 pass and forehand (seat 0) plays three, calling the
    first king and taking the first part of the talon: its states, to the first trick."""
    state = tarok.new_game(tarok.Rules(), seed=seed)
    states = [state]
    for action in (tarok.Pass(), tarok.Pass(), tarok.Pass(), tarok.Bid(tarok.Contract.THREE)):
        state, _ = state.apply(action)
        states.append(state)
    while state.phase is not tarok.Phase.PLAY:
        state, _ = state.apply(state.legal_actions()[0])
        states.append(state)
    return states


def test_tarok_asks_each_step_and_notes_the_contract_the_king_and_the_bonuses() -> None:
    words = tarok.GAME.words
    states = tarok_deal_of_three(5)
    prompts = []
    for state in states:
        for seat in range(4):
            said = words.prompt(state.view(seat), Teller(words, reader=seat))
            assert (said is None) == (seat != state.to_act or state.phase is tarok.Phase.PLAY)
            if said is not None:
                prompts.append(said.split(":")[0] if "talon:" in said else said)
    assert prompts == [
        "bid a contract or pass (naprej)", "bid a contract or pass (naprej)",
        "bid a contract or pass (naprej)", "bid a contract",
        "call a king: its holder is your partner", "take a part of the talon",
        "lay away 3 cards", "lay away 2 cards", "lay away 1 card",
    ]  # fmt: skip
    talon = states[0].talon
    taking = next(s for s in states if s.phase is tarok.Phase.TALON)
    parts = f"{talon[0]} {talon[1]} {talon[2]} | {talon[3]} {talon[4]} {talon[5]}"
    told = words.prompt(taking.view(0), Teller(words, reader=0))
    assert told == f"take a part of the talon: {parts}"
    bonuses = (
        "silent bonuses: trula, kings (kralji), king ultimo (kralj ultimo), pagat ultimo, valat"
    )
    play = states[-1]
    assert words.notes(play.view(0), Teller(words, reader=0)) == (
        "you play three (tri)", "called king: K♣", bonuses,
    )  # fmt: skip
    assert words.notes(play.view(2), Teller(words, reader=2))[:2] == (
        "seat 0 plays three (tri)", "called king: K♣",
    )  # fmt: skip
    assert words.notes(states[1].view(0), Teller(words)) == ()  # nothing while bidding


def test_tarok_holds_a_hand_taroks_high_to_low_then_hearts_diamonds_spades_clubs() -> None:
    # pagat.com: "The red suits rank from highest to lowest: King, Queen, Knight, Jack 1, 2,
    # 3, 4"; the black K Q C J 10 9 8 7; the škis above the mond XXI, the pagat I lowest.
    hand = parse_cards("7C 10C KC 4H AH KH CH 2D I XXI Š II QS")
    shown = " ".join(map(str, tarok.GAME.words.sort(hand)))
    assert shown == "Š XXI II I K♥ C♥ A♥ 4♥ 2♦ Q♠ K♣ 10♣ 7♣"


def test_a_reader_is_you_and_a_table_names_its_players() -> None:
    tell = Teller(PLAIN, reader=1, names=["Ana", None, "Cene"])
    assert [tell.seat(seat) for seat in range(4)] == ["Ana", "you", "Cene", "seat 3"]
    assert tell.seats((0, 2, 3)) == "Ana, Cene and seat 3"


def test_the_words_of_an_event_are_its_games() -> None:
    assert words_of(hearts.TrickWon(winner=0, leader=0, cards=(), points=0)) is hearts.GAME.words
    assert words_of(CardPlayed(seat=0, card=Card.parse("2C"))) is PLAIN
    assert isinstance(get_game("wizard").words, Words)


def skat_games(rules: Any, seeds: range, *, low: bool = True) -> Any:
    """Each state through random Skat games of ``rules``; ``low``: whose auction stays low
    (a pass, "yes" or the next value), so that every game is declared in some of them; else
    one whose values run up to the highest, 264."""
    from tricktaker import skat

    for seed in seeds:
        state = skat.new_game(rules, seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            yield state
            legal = state.legal_actions()
            bidding = state.phase is skat.Phase.BID
            state, _ = state.apply(rng.choice(legal[:2] if bidding and low else legal))


SKAT_RULES: list[dict[str, Any]] = [
    {},
    {"kontra": True},
    {"players": 4, "kontra": True},
    {"ramsch": True},
    {"simplified": True},
]


def test_skat_names_every_choice_and_asks_each_seat_to_act_in_its_words() -> None:
    # Not the fallback's "PickUp true" or 'Declare "grand" false false false': each choice
    # as Skat's players say it (the ISkO, pagat.com), a card alone left to the front end.
    from tricktaker import skat

    words = skat.GAME.words
    tell = Teller(words)
    assert [words.action(a, tell) for a in (skat.Bid(18), skat.Bid(264), skat.Hold())] == [
        "18",
        "264",
        "yes",
    ]
    assert words.action(skat.Pass(), tell) == "pass"
    assert words.action(skat.PickUp(False), tell) == "pick up the skat"
    assert words.action(skat.PickUp(True), tell) == "play Hand"
    declare = skat.Declare
    assert words.action(declare(skat.Contract.CLUBS), tell) == "Kreuz"
    assert words.action(declare(skat.Contract.DIAMONDS, True, True), tell) == "Karo Schwarz"
    assert words.action(declare(skat.Contract.GRAND, True), tell) == "Grand Schneider"
    assert words.action(declare(skat.Contract.SPADES, True, True, True), tell) == "Pik Ouvert"
    assert words.action(declare(skat.Contract.NULL, ouvert=True), tell) == "Null Ouvert"
    assert words.action(skat.Kontra(), tell) == "Kontra"
    assert words.action(skat.Re(), tell) == "Re"
    assert words.action(skat.Discard(Card.parse("7D")), tell) is None  # a card: clicked
    assert words.action(skat.Play(Card.parse("7D")), tell) is None
    said: set[str] = set()
    runs = [(fields, True) for fields in SKAT_RULES] + [({}, False), ({"kontra": True}, False)]
    for fields, low in runs:
        for state in skat_games(skat.Rules(**fields), range(30), low=low):
            for seat in range(state.rules.players):
                view = state.view(seat)
                prompt = words.prompt(view, tell)
                if seat != state.to_act or state.phase is skat.Phase.PLAY:
                    assert prompt is None, (state.phase, prompt)
                    continue
                assert prompt, state.phase
                said.add(prompt)
                for action in view.legal_actions():
                    text = words.action(action, tell)
                    assert (text is None) == isinstance(action, skat.Discard | skat.Play), action
                    if text is not None:
                        said.add(text)
    assert {
        "bid 18 or more, or pass",
        "18 is said: hold it with yes, or pass",
        "pick up the skat or play Hand",
        "lay two cards away into the skat",
        "lay one more card away into the skat",
        "announce your game",
        "announce your Hand game",
        "say Kontra or pass",
        "say Re or pass",
        "declare a game or pass",
        "no higher value is left: pass",  # 264 said and held
    } <= said
    assert {"18", "20", "yes", "pass", "pick up the skat", "play Hand", "Kontra", "Re"} <= said
    assert {"Kreuz", "Pik", "Herz", "Karo", "Grand", "Null", "Null Ouvert"} <= said
    assert {"Kreuz Schneider", "Grand Schwarz", "Herz Ouvert"} <= said


def test_skat_shows_a_hand_in_the_order_of_the_game_declared() -> None:
    # The ISkO (2.3): the jacks highest, clubs, spades, hearts, diamonds; then the trump suit
    # and each other suit ace, ten, king, queen, nine, eight, seven; in a Null game no
    # trumps, each suit ace, king, queen, jack, ten, nine, eight, seven.
    from tricktaker import skat

    words = skat.GAME.words
    hand = parse_cards("7C 8D 9H 10S JC JH JD QC KD AS AH 10D")

    def shown(contract: Any) -> str:
        view = type("View", (), {"contract": contract})()
        return " ".join(map(str, words.sort_in(view, hand)))

    grand = "J♣ J♥ J♦ Q♣ 7♣ A♠ 10♠ A♥ 9♥ 10♦ K♦ 8♦"
    assert " ".join(map(str, words.sort(hand))) == grand  # no game yet: as a Grand's
    assert shown(None) == grand
    assert shown(skat.Contract.GRAND) == grand
    assert shown(skat.Contract.RAMSCH) == grand
    assert shown(skat.Contract.DIAMONDS) == "J♣ J♥ J♦ 10♦ K♦ 8♦ Q♣ 7♣ A♠ 10♠ A♥ 9♥"
    assert shown(skat.Contract.HEARTS) == "J♣ J♥ J♦ A♥ 9♥ Q♣ 7♣ A♠ 10♠ 10♦ K♦ 8♦"
    assert shown(skat.Contract.NULL) == "Q♣ J♣ 7♣ A♠ 10♠ A♥ J♥ 9♥ K♦ J♦ 10♦ 8♦"
    # A real view of a declared game is shown so.
    for state in skat_games(skat.Rules(), range(6)):
        if state.phase is skat.Phase.PLAY:
            view = state.view(0)
            key = skat.words.order_for(view.contract)
            assert words.sort_in(view, view.hand) == tuple(sorted(view.hand, key=key))
