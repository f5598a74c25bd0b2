"""Doppelkopf's rules, scenario by scenario, from the DDV's Turnierspielregeln (TSR; section
named on each table) and pagat.com's Doppelkopf page for the house rules; then the game
played through its states (parties hidden until shown, announcements and their deadlines,
a worked deal's final score), and Hypothesis invariants."""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tricktaker import (
    Card,
    IllegalActionError,
    Play,
    RulesError,
    from_json,
    parse_action,
    parse_cards,
    to_json,
)
from tricktaker.doppelkopf import (
    DECK,
    GAME,
    Announce,
    Announced,
    Call,
    Contract,
    Deal,
    Declare,
    HandScored,
    Party,
    Phase,
    Rules,
    State,
    card_points,
    is_trump,
    least_cards,
    new_game,
    score_deal,
    target,
    trick_winner,
)
from tricktaker.words import Teller

SECOND = {
    card: Card.of(card.suited_suit, card.suited_rank, 2) for card in DECK if card.number is None
}


# -- the cards (TSR 2.2, 2.3) ---------------------------------------------------------------


def test_the_deck_is_every_card_nine_to_ace_twice_and_240_points() -> None:
    assert len(DECK) == 48
    assert len(set(DECK)) == 48
    assert sorted(str(card) for card in DECK) == sorted(2 * [str(c) for c in SECOND])
    assert card_points(DECK) == 240


def test_the_26_trumps_of_the_normal_game() -> None:
    trumps = [card for card in DECK if is_trump(card)]
    assert len(trumps) == 26  # TSR 2.3: 2 Dullen, 8 queens, 8 jacks, 8 diamonds less 2
    assert not any(is_trump(Card.parse(text)) for text in ("AH", "KH", "9H", "AC", "10S"))


# TSR 2.3 and 5.3: the trumps from high to low; the first of two equal cards wins.
TRUMP_ORDER = ["10H", "QC", "QS", "QH", "QD", "JC", "JS", "JH", "JD", "AD", "10D", "KD", "9D"]
WINNERS = [
    # cards in play order, the index of the winner, why
    ("10H QC QS QH", 0, "the Dulle over the queens"),
    ("9D 10H JC QD", 1, "the Dulle led to by a trump"),
    ("QS QC JC AD", 1, "the queen of clubs over the queen of spades"),
    ("JD 9D AD KD", 0, "a jack over the diamonds"),
    ("AC 9C KC 10C", 0, "clubs led: the ace"),
    ("AC 9D AC 10C", 1, "a plain suit trumped by the diamond nine"),
    ("AC 10C AC KC", 0, "two aces: the first played"),
    ("KH 10H AH 9H", 1, "hearts led: the hearts ten is a trump"),
    ("AH AS 10S KS", 0, "spades played to hearts win nothing"),
    ("10H QC 10H 9D", 0, "the first of two Dullen (TSR)"),
    ("AC QC 10C 10H", 3, "the rules page's worked trick: the Dulle"),
]


@pytest.mark.parametrize(("cards", "winner", "why"), WINNERS, ids=[w[2] for w in WINNERS])
def test_trick_winner(cards: str, winner: int, why: str) -> None:
    assert trick_winner(parse_cards(cards)) == winner, why


def test_the_worked_tricks_points() -> None:
    assert card_points(parse_cards("AC QC 10C 10H")) == 34


def test_the_trump_order_one_card_at_a_time() -> None:
    for high, low in itertools.pairwise(TRUMP_ORDER):
        assert trick_winner(parse_cards(f"{low} {high}")) == 1
        assert trick_winner(parse_cards(f"{high} {low}")) == 0


def test_a_second_copy_ranks_as_the_first_and_loses_to_the_first_played() -> None:
    queen = Card.parse("QC")
    assert trick_winner((SECOND[queen], queen)) == 0
    assert trick_winner((queen, SECOND[queen])) == 0


# TSR 4.3 (the solos) with 2.3: each solo's trumps, high to low, and a plain suit's order.
SOLO_TRUMPS = {
    Contract.DAMEN: ["QC", "QS", "QH", "QD"],
    Contract.BUBEN: ["JC", "JS", "JH", "JD"],
    Contract.KREUZ: [*TRUMP_ORDER[:9], "AC", "10C", "KC", "9C"],
    Contract.PIK: [*TRUMP_ORDER[:9], "AS", "10S", "KS", "9S"],
    Contract.HERZ: [*TRUMP_ORDER[:9], "AH", "KH", "9H"],
    Contract.KARO: TRUMP_ORDER,
    Contract.FLEISCHLOS: [],
}


@pytest.mark.parametrize("contract", list(SOLO_TRUMPS))
def test_each_solos_trumps(contract: Contract) -> None:
    order = SOLO_TRUMPS[contract]
    assert sorted(c.code for c in DECK if c.number is None and is_trump(c, contract)) == sorted(
        order
    )
    for high, low in itertools.pairwise(order):
        assert trick_winner(parse_cards(f"{low} {high}"), contract=contract) == 1
    plain = [c for c in ("AC", "10C", "KC", "QC", "JC", "9C") if c not in order]
    for high, low in itertools.pairwise(plain):  # a plain suit: A 10 K Q J 9, less its trumps
        assert trick_winner(parse_cards(f"{low} {high}"), contract=contract) == 1


SOLO_WINNERS = [
    ("AD QH 10D 9D", Contract.DAMEN, 1, "a Damensolo: the queen trumps the diamond ace"),
    ("10H AH KH QC", Contract.DAMEN, 3, "a Damensolo: the hearts ten is a plain heart"),
    ("JS AS QS 9S", Contract.DAMEN, 2, "a Damensolo: the jack of spades follows spades"),
    ("AC JD KC 10C", Contract.BUBEN, 1, "a Bubensolo: any jack trumps"),
    ("AD 9C 10D KD", Contract.KREUZ, 1, "a Kreuzsolo: diamonds are plain, the club nine trumps"),
    ("QC JC AC 10H", Contract.FLEISCHLOS, 2, "a Fleischloser: no trumps, the ace of clubs"),
]


@pytest.mark.parametrize(
    ("cards", "contract", "winner", "why"), SOLO_WINNERS, ids=[w[3] for w in SOLO_WINNERS]
)
def test_solo_trick_winner(cards: str, contract: Contract, winner: int, why: str) -> None:
    assert trick_winner(parse_cards(cards), contract=contract) == winner, why


# pagat.com, house rules: the second Dulle beats the first but in the last trick; pigs.
HOUSE = [
    ("10H QC 10H 9D", {"second_dulle": True}, 2),
    ("10H QC 10H 9D", {"second_dulle": True, "last": True}, 0),
    ("10H AD QC 9D", {"pigs": True}, 1),
    ("10H AD QC 9D", {}, 0),
]


@pytest.mark.parametrize(("cards", "options", "winner"), HOUSE)
def test_house_rules(cards: str, options: dict[str, Any], winner: int) -> None:
    assert trick_winner(parse_cards(cards), **options) == winner


# -- announcements and their deadlines (TSR 6.2.2, 6.3.4, the reply) -------------------------

DEADLINES = [
    # level, cards still held at least, reply to the other party's level
    (0, 11, None),  # Re or Kontra: until the second card is played
    (1, 10, None),  # keine 90
    (2, 9, None),  # keine 60
    (3, 8, None),  # keine 30
    (4, 7, None),  # schwarz
    (0, 10, 0),  # Kontra replying to Re: one card later
    (0, 9, 1),  # replying to keine 90
    (0, 6, 4),  # replying to schwarz
]


@pytest.mark.parametrize(("level", "held", "reply"), DEADLINES)
def test_deadlines(level: int, held: int, reply: int | None) -> None:
    assert least_cards(level, 12, reply) == held


# -- who wins (TSR 7.1) ------------------------------------------------------------------------

TARGETS = [
    # Re level, Kontra level, Re's target, Kontra's target
    (-1, -1, ("points", 121), ("points", 120)),
    (0, -1, ("points", 121), ("points", 120)),
    (0, 0, ("points", 121), ("points", 120)),
    (-1, 0, ("points", 120), ("points", 121)),  # Kontra alone announced: it needs 121
    (1, -1, ("points", 151), ("points", 90)),  # Re: keine 90
    (2, 0, ("points", 181), ("points", 60)),
    (3, 0, ("points", 211), ("points", 30)),
    (4, 0, ("tricks", 12), ("tricks", 1)),
    (0, 1, ("points", 90), ("points", 151)),
    (1, 1, ("points", 151), ("points", 151)),  # both: both may miss
]


@pytest.mark.parametrize(("re", "kontra", "re_needs", "kontra_needs"), TARGETS)
def test_targets(re: int, kontra: int, re_needs: Any, kontra_needs: Any) -> None:
    levels = {Party.RE: re, Party.KONTRA: kontra}
    assert target(Party.RE, levels) == re_needs
    assert target(Party.KONTRA, levels) == kontra_needs


# -- game points (TSR 7.2): worked deals ---------------------------------------------------

SCORES = [
    # Re's card points and tricks, levels (Re, Kontra), extras, solo: winner, Re's value
    (121, 6, (-1, -1), [], False, Party.RE, 1),  # won
    (120, 6, (-1, -1), [], False, Party.KONTRA, -2),  # gewonnen, gegen die Alten
    (120, 6, (-1, 0), [], False, Party.RE, 3),  # Kontra said alone: Re wins with 120; +2 Kontra
    (130, 7, (0, -1), [], False, Party.RE, 3),  # gewonnen, Re +2
    (130, 7, (0, 0), [], False, Party.RE, 5),  # gewonnen, Re +2, Kontra +2
    (155, 8, (1, -1), [], False, Party.RE, 5),  # gewonnen, unter 90, Re 2, keine 90
    # keine 90 missed: gewonnen 1, Re 2, keine 90 1, gegen die Alten 1
    (145, 8, (1, -1), [], False, Party.KONTRA, -5),
    (215, 11, (-1, -1), [], False, Party.RE, 4),  # unter 90, 60, 30
    (240, 12, (-1, -1), [], False, Party.RE, 5),  # schwarz
    (100, 5, (-1, -1), [("Doppelkopf", Party.RE)], False, Party.KONTRA, -1),  # 2 less 1
    (130, 7, (-1, -1), [("Fuchs gefangen", Party.KONTRA), ("Karlchen", Party.KONTRA)], False,
     Party.RE, -1),  # won 1, less Kontra's 2 extra points
    (130, 7, (-1, -1), [("Doppelkopf", Party.RE)], True, Party.RE, 1),  # a solo: no extras
    (100, 5, (-1, -1), [], True, Party.KONTRA, -1),  # a solo lost: no gegen die Alten
    (140, 7, (1, 1), [], False, None, 0),  # both missed their Absagen
]  # fmt: skip


@pytest.mark.parametrize(
    ("re_points", "re_tricks", "levels", "extras", "solo", "winner", "value"), SCORES
)
def test_score(
    re_points: int,
    re_tricks: int,
    levels: tuple[int, int],
    extras: list[tuple[str, Party]],
    solo: bool,
    winner: Party | None,
    value: int,
) -> None:
    score = score_deal(
        re_points=re_points, re_tricks=re_tricks, kontra_tricks=12 - re_tricks,
        levels={Party.RE: levels[0], Party.KONTRA: levels[1]}, extras=extras, solo=solo,
    )  # fmt: skip
    assert (score.winner, score.value) == (winner, value), score.items
    assert sum(item.points for item in score.items) == score.value


def test_the_items_of_a_lost_keine_90() -> None:
    # Re said Re and keine 90 but took 145: Kontra (95) reached 90 and wins: gewonnen 1, Re 2,
    # keine 90 1, 120 gegen keine 90 (no: 95), gegen die Alten 1
    score = score_deal(
        re_points=145, re_tricks=8, kontra_tricks=4, levels={Party.RE: 1, Party.KONTRA: -1}
    )
    assert [str(item) for item in score.items] == [
        "gewonnen -1", "Re -2", "keine 90 -1", "gegen die Alten -1",
    ]  # fmt: skip


# -- the game: parties hidden, announcements, a worked deal ------------------------------------


def _normal(rules: Rules, **given: Any) -> State:
    """A new game in its play, every seat having said gesund (the normal game)."""
    state = new_game(rules, **given)
    while state.phase is Phase.RESERVE:
        state, _ = state.apply(Declare(Contract.NORMAL))
    return state


def _deal(hands: list[str]) -> Deal:
    """A deal from texts, a second copy written as 'QC#2'."""
    return Deal([tuple(sorted(parse_cards(hand))) for hand in hands])


# seat 0 and seat 2 hold a queen of clubs each (Re); seat 1 and seat 3 none (Kontra)
WORKED = _deal([
    "QC 10H JC AD#2 KD 9D AS 10S KS AH KH 9H",
    "QS QH AD 10D JS JH AC 10C KC 9C 9S 9H#2",
    "QC#2 QD JD 10D#2 KD#2 9D#2 AS#2 10S#2 KS#2 AH#2 KH#2 9S#2",
    "10H#2 QS#2 QH#2 QD#2 JC#2 JS#2 JH#2 JD#2 AC#2 10C#2 KC#2 9C#2",
])  # fmt: skip


def test_a_given_deal_uses_both_copies() -> None:
    state = _normal(Rules(deals=1), deal=WORKED)
    assert [len(hand) for hand in state.hands] == [12, 12, 12, 12]
    assert state.to_act == 1  # the dealer's left leads (TSR 5.1)


def test_two_alike_cards_are_one_move_the_first_copy() -> None:
    state = _normal(Rules(deals=1), deal=WORKED)
    state, _ = state.apply(Play(Card.parse("9S")))  # seat 1 leads; seat 2 holds one spade
    state, _ = state.apply(Play(Card.parse("9S#2")))
    plays = [a.card.code for a in state.legal_actions() if type(a) is Play]
    assert "QS#2" in plays  # seat 3 holds one queen of spades, its second copy
    for seed in range(20):  # a seat holding two alike cards: one move, the first copy
        dealt = _normal(Rules(deals=1), seed=seed)
        hand = dealt.hands[dealt.to_act or 0]  # the first to act: a seat
        twins = [card for card in hand if card.number == 2 and card.first_copy in hand]
        cards = [a.card for a in dealt.legal_actions() if type(a) is Play]
        assert len(cards) == len(hand) - len(twins)
        for twin in twins:
            error = dealt.refusal(Play(twin))
            assert error is not None
            assert "the two are alike" in str(error)


def test_the_parties_are_hidden_until_a_queen_of_clubs_is_played() -> None:
    state = _normal(Rules(deals=1), deal=WORKED)
    assert state.parties == (None,) * 4
    for seat in (1, 3):  # no queen of clubs: none in its view
        assert '"QC' not in to_json(state.view(seat))
    state, _ = state.apply(Play(Card.parse("AC")))  # seat 1 leads clubs
    assert state.parties == (None,) * 4
    state, _ = state.apply(parse_action(state.view(2), "qc"))  # seat 2 has no club: trumps
    assert state.trick[-1] == Card.parse("QC#2")  # "qc" names the copy it holds
    assert state.parties == (None, None, Party.RE, None)
    assert state.view(1).parties == (None, None, Party.RE, None)


def test_announcing_re_shows_the_party() -> None:
    state = _normal(Rules(deals=1), deal=WORKED)
    state, _ = state.apply(Play(Card.parse("AC")))  # seat 1 leads
    assert parse_action(state.view(2), "re") == Announce(Call.RE)  # a queen of clubs: Re
    with pytest.raises(IllegalActionError, match="not of the Kontra party"):
        state.apply(Announce(Call.KONTRA))
    state, events = state.apply(Announce(Call.RE))
    assert events == (Announced(seat=2, call=Call.RE, party=Party.RE, at=1),)
    assert state.parties == (None, None, Party.RE, None)
    assert state.to_act == 2  # still to play its card
    assert Announce(Call.RE) not in state.legal_actions()  # said
    assert Announce(Call.NO_90) in state.legal_actions()
    state, _ = state.apply(Play(Card.parse("QD")))
    assert Announce(Call.KONTRA) in state.legal_actions()  # seat 3 may answer
    assert parse_action(state.view(3), "Kontra") == Announce(Call.KONTRA)
    with pytest.raises(IllegalActionError, match="seat 3 is not of the Re party"):
        parse_action(state.view(3), "re")


def _plays(state: State) -> list[Any]:
    return [action for action in state.legal_actions() if type(action) is Play]


def _calls(state: State) -> list[Call]:
    return [action.call for action in state.legal_actions() if type(action) is Announce]


ABSAGEN = [Call.NO_90, Call.NO_60, Call.NO_30, Call.SCHWARZ]


def test_no_announcement_is_made_up_after_its_deadline() -> None:
    # TSR 6.2.2 and 6.3.4 (the DDV's forum quotes them): Re or Kontra "spaetestens" with 11
    # cards held, keine 90 with 10 ...; the TSR of 2000, 6.3.2: "Nach einer Erstansage sind
    # weitere Absagen und Erwiderungen moeglich"; planetsenior.de's summary of the TSR: "Es
    # ist nicht moeglich, eine Aussage zu ueberspringen bzw. im naechsten Stich nachzuholen"
    state = _normal(Rules(deals=1), deal=WORKED)
    rng = random.Random(0)
    while len(state.played) < 8:  # two tricks, nobody announcing: 10 cards left each
        state, _ = state.apply(rng.choice(_plays(state)))
    own = Call.RE if state.to_act in (0, 2) else Call.KONTRA
    for call in (own, Call.NO_90):  # keine 90 would make up the missed Re: refused
        error = state.refusal(Announce(call))
        assert error is not None
        assert "too late" in str(error)
    assert _calls(state) == []


def test_announcements_together_while_the_first_deadline_holds() -> None:
    state = _normal(Rules(deals=1), deal=WORKED)
    state, _ = state.apply(Play(Card.parse("AC")))  # seat 1 leads; seat 2 holds 12 cards
    assert _calls(state) == [Call.RE, *ABSAGEN]  # "Re, keine 90" at once: both in time
    state, events = state.apply(Announce(Call.NO_90))  # keine 90 includes Re (pagat.com)
    assert events[0] == Announced(seat=2, call=Call.NO_90, party=Party.RE, at=1)


def test_each_deadline_in_the_play_after_re() -> None:
    # Re said by seat 2 in the first trick; nobody says more: at every decision of the deal,
    # the Re seats may say an Absage only while keine 90's deadline holds (10 cards: no
    # level skipped), the Kontra seats Kontra with keine 90 while 11 cards are held, and
    # Kontra alone as the reply (with 10: one card fewer than Re needed; "Als Erwiderung
    # ist nur Kontra bzw. Re zulaessig", planetsenior.de's summary of the TSR)
    state = _normal(Rules(deals=1), deal=WORKED)
    state, _ = state.apply(Play(Card.parse("AC")))
    state, _ = state.apply(Announce(Call.RE))
    seen = set()
    while not state.is_over:
        seat = state.to_act or 0
        held = len(state.hands[seat])
        if seat in (0, 2):
            expected = ABSAGEN if held >= 10 else []
        else:
            expected = [Call.KONTRA, *ABSAGEN] if held >= 11 else [Call.KONTRA] * (held == 10)
        assert _calls(state) == expected, (seat, held)
        seen.add((seat in (0, 2), held))
        state, _ = state.apply(_plays(state)[0])
    assert {(False, 11), (False, 10), (True, 10), (True, 9)} <= seen


def test_no_absage_after_a_reply() -> None:
    # the reply (Erwiderung) is Kontra alone; "weiteres Ansagen ist nur moeglich, wenn die
    # Partei Re bzw. Kontra bereits mit 11 Karten angesagt hat" (planetsenior.de's summary)
    state = _normal(Rules(deals=1), deal=WORKED)
    state, _ = state.apply(Play(Card.parse("AC")))
    state, _ = state.apply(Announce(Call.RE))
    while len(state.hands[state.to_act or 0]) > 10 or state.to_act in (0, 2):
        state, _ = state.apply(_plays(state)[0])
    assert _calls(state) == [Call.KONTRA]
    with pytest.raises(IllegalActionError, match="cannot announce keine 90"):
        state.apply(Announce(Call.NO_90))
    state, _ = state.apply(Announce(Call.KONTRA))
    assert _calls(state) == []  # 10 cards, but the Kontra was a reply
    partner = 3 if state.to_act == 1 else 1
    while state.to_act != partner:
        state, _ = state.apply(_plays(state)[0])
    assert len(state.hands[partner]) == 10  # keine 90's deadline holds for it, but
    assert _calls(state) == []  # its party's Kontra was a reply


def test_a_worked_deal_scored() -> None:
    # every seat plays its first legal card, nobody announcing
    state = _normal(Rules(deals=1), deal=WORKED)
    events: tuple[Any, ...] = ()
    while not state.is_over:
        state, events = state.apply(next(a for a in state.legal_actions() if type(a) is Play))
    scored = next(e for e in events if type(e) is HandScored)
    assert scored.re == (0, 2)
    expected = score_deal(
        re_points=scored.re_points, re_tricks=state.tricks_taken[0] + state.tricks_taken[2],
        kontra_tricks=state.tricks_taken[1] + state.tricks_taken[3],
        levels={Party.RE: -1, Party.KONTRA: -1},
    )  # fmt: skip
    assert scored.winner is expected.winner
    assert scored.points == (scored.value, -scored.value, scored.value, -scored.value)
    assert sum(state.points_taken) == 240
    assert sum(state.tricks_taken) == 12


def test_a_silent_marriage_plays_alone_for_three_times_the_game_points() -> None:
    both = [list(hand) for hand in WORKED.hands]
    both[0].remove(Card.parse("9H"))
    both[0].append(Card.parse("QC#2"))  # seat 0: both queens of clubs
    both[2].remove(Card.parse("QC#2"))
    both[2].append(Card.parse("9H"))
    state = _normal(Rules(deals=1), deal=Deal([tuple(sorted(hand)) for hand in both]))
    events: tuple[Any, ...] = ()
    while not state.is_over:
        state, events = state.apply(next(a for a in state.legal_actions() if type(a) is Play))
    scored = next(e for e in events if type(e) is HandScored)
    assert scored.re == (0,)
    assert scored.points == (3 * scored.value, -scored.value, -scored.value, -scored.value)


def test_a_declared_solo_shows_the_parties_and_scores_three_times() -> None:
    state = new_game(Rules(deals=1), deal=WORKED)
    assert state.phase is Phase.RESERVE
    assert state.to_act == 1  # the dealer's left is asked first (TSR 4.1)
    state, _ = state.apply(parse_action(state, "gesund"))
    state, events = state.apply(parse_action(state, "damensolo"))  # seat 2, no queen of clubs
    assert (state.contract, state.soloist, state.phase) == (Contract.DAMEN, 2, Phase.PLAY)
    assert str(events[0]) == "seat 2 says Damensolo"
    assert state.to_act == 1  # the dealer's left leads (a Lustsolo, TSR 4.3)
    party = (Party.KONTRA, Party.KONTRA, Party.RE, Party.KONTRA)
    assert state.parties == state.view(0).parties == party
    assert Announce(Call.KONTRA) in state.legal_actions()
    while not state.is_over:
        state, events = state.apply(next(a for a in state.legal_actions() if type(a) is Play))
    scored = next(e for e in events if type(e) is HandScored)
    assert scored.re == (2,)
    assert scored.points == (-scored.value, -scored.value, 3 * scored.value, -scored.value)
    assert all(
        item.name not in ("Doppelkopf", "Fuchs gefangen", "Karlchen") for item in scored.items
    )


def _married() -> Deal:
    """WORKED with both queens of clubs in seat 0's hand."""
    both = [list(hand) for hand in WORKED.hands]
    both[0].remove(Card.parse("9H"))
    both[0].append(Card.parse("QC#2"))
    both[2].remove(Card.parse("QC#2"))
    both[2].append(Card.parse("9H"))
    return Deal([tuple(sorted(hand)) for hand in both])


def test_a_marriage_finds_its_partner_by_the_first_foreign_trick() -> None:
    state = new_game(Rules(deals=1), deal=_married())
    with pytest.raises(IllegalActionError, match="does not hold both queens"):
        state.apply(Declare(Contract.HOCHZEIT))  # seat 1
    for said in ("gesund", "gesund", "gesund", "Hochzeit"):  # seat 0, the dealer, last
        state, _ = state.apply(parse_action(state, said))
    assert (state.contract, state.soloist, state.partner) == (Contract.HOCHZEIT, 0, None)
    assert state.parties == (Party.RE, None, None, None)
    assert state.view(1).shown_hands[0] == (Card.parse("QC"), Card.parse("QC#2"))
    assert not any(type(a) is Announce for a in state.legal_actions())  # not before it is clear
    with pytest.raises(IllegalActionError, match="not before the marriage's clarifying trick"):
        state.apply(Announce(Call.KONTRA))
    while state.partner is None and len(state.trick_winners) < 3:
        state, _ = state.apply(next(a for a in state.legal_actions() if type(a) is Play))
    first = next(w for w in state.trick_winners if w != 0)  # the first trick not the holder's
    assert state.partner == first
    assert state.parties == tuple(Party.RE if s in (0, first) else Party.KONTRA for s in range(4))
    events: tuple[Any, ...] = ()
    while not state.is_over:
        state, events = state.apply(next(a for a in state.legal_actions() if type(a) is Play))
    scored = next(e for e in events if type(e) is HandScored)
    assert scored.re == tuple(sorted((0, first)))
    assert sum(scored.points) == 0
    assert scored.points[0] == scored.points[first] == scored.value


def test_without_nines_ten_cards_each_and_deadlines_two_cards_earlier() -> None:
    state = _normal(Rules(deals=1, without_nines=True), seed=5)
    assert [len(hand) for hand in state.hands] == [10] * 4
    assert not any(card.rank == 9 for hand in state.hands for card in hand)
    rng = random.Random(5)
    while len(state.played) < 8:  # two tricks, nobody announcing: 8 cards left each
        state, _ = state.apply(rng.choice([a for a in state.legal_actions() if type(a) is Play]))
    seat = state.to_act or 0
    own = Call.RE if any(c.code.startswith("QC") for c in state.hands[seat]) else Call.KONTRA
    error = state.refusal(Announce(own))  # Re or Kontra needs 9 of 10
    assert error is not None
    assert "too late" in str(error)
    assert _calls(state) == []  # keine 90 (8 of 10) would make up the missed Ansage
    forty = [card for card in DECK if card.rank != 9]
    hands = [sorted(forty[seat::4]) for seat in range(4)]
    hands[0] = sorted([*hands[0][1:], Card.parse("9C")])  # a nine dealt
    with pytest.raises(RulesError, match="nines are left out"):
        new_game(Rules(without_nines=True), deal=Deal(hands))
    assert new_game(Rules(without_nines=True), deal=Deal([forty[s::4] for s in range(4)]))


def test_the_notes_name_the_game_its_trumps_and_the_parties_shown() -> None:
    # the trumps high to low (TSR 2.3, 4.3), as the page shows them beside the table
    notes = GAME.words.notes
    state = new_game(Rules(deals=1), deal=WORKED)
    assert notes(state, Teller(GAME.words)) == ()  # before the play: nothing decided
    state, _ = state.apply(Declare(Contract.DAMEN))  # seat 1: a solo, at once
    assert notes(state, Teller(GAME.words)) == (
        "Damensolo, trumps high to low: Q♣ Q♠ Q♥ Q♦",
        "Re: seat 1",
        "Kontra: seat 0, seat 2 and seat 3",
    )
    state, _ = new_game(Rules(deals=1), deal=WORKED).apply(Declare(Contract.FLEISCHLOS))
    assert notes(state, Teller(GAME.words))[0] == "Fleischloser: no trumps"
    pigs = next(
        state for seed in range(100) if (state := _normal(Rules(pigs=True), seed=seed)).pigs
    )
    normal = "10♥ (Dulle) Q♣ Q♠ Q♥ Q♦ J♣ (Karlchen) J♠ J♥ J♦ A♦ (Fuchs) 10♦ K♦ 9♦"
    schweinchen = "A♦ (Schweinchen) " + normal.replace(" A♦ (Fuchs)", "")
    assert notes(pigs, Teller(GAME.words))[0] == f"Normalspiel, trumps high to low: {schweinchen}"
    state, _ = _normal(Rules(deals=1), deal=WORKED).apply(Play(Card.parse("AC")))
    state, _ = state.apply(Announce(Call.NO_90))
    assert notes(state, Teller(GAME.words, reader=2)) == (
        f"Normalspiel, trumps high to low: {normal}",
        "Re: you, announced keine 90",
    )


# -- invariants ---------------------------------------------------------------------------------


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6))
def test_random_deals_keep_the_invariants(seed: int) -> None:
    state = new_game(Rules(deals=1, second_dulle=seed % 2 == 0, pigs=seed % 3 == 0), seed=seed)
    queens = {
        seat for seat, hand in enumerate(state.hands) if any(c.code.startswith("QC") for c in hand)
    }
    re = queens
    rng = random.Random(seed)
    events: tuple[Any, ...] = ()
    while not state.is_over:
        before = to_json(state)
        late = len(state.played) > 30  # each holds at most 5 cards: no announcement is open
        late = late or state.phase is Phase.RESERVE  # nor before the play
        with pytest.raises(IllegalActionError):
            state.apply(Announce(Call.SCHWARZ) if late else Play(Card.parse("2C")))
        assert to_json(state) == before
        state, events = state.apply(rng.choice(state.legal_actions()))
        declared = (state.soloist, state.partner)
        re = queens if state.soloist is None else {s for s in declared if s is not None}
        for seat, party in enumerate(state.parties):  # what is shown is true
            assert party is None or party is (Party.RE if seat in re else Party.KONTRA)
    scored = next(e for e in events if type(e) is HandScored)
    assert set(scored.re) == re
    assert sum(scored.points) == 0
    assert sum(state.points_taken) == 240
    assert sum(state.tricks_taken) == 12
    assert from_json(to_json(state)) == state


@pytest.mark.parametrize(
    "rules",
    [Rules(deals=2), Rules(deals=1, second_dulle=True, pigs=True, without_nines=True)],
    ids=["ddv", "house"],
)
def test_the_conformance_kit(rules: Rules) -> None:
    from tricktaker import get_game
    from tricktaker.testing import check_game

    report = check_game(get_game("doppelkopf"), rules=rules, games=4, seed=11)
    assert report.games == 4
    cards = 40 if rules.without_nines else 48
    assert report.decisions > 4 * cards * rules.deals  # every card played, and the calls
