"""Wizard scenario tables: every rule and decided point of RULES.md's Wizard section, one row
at a time. Cards are written in play order as text ("N1 W2 AS"); the expected results are read
off RULES.md, not off the code.

RULES.md, Wizard, round step 3 (quoted here for the reader):
- Led suit: the suit of the first numbered card in the trick. If a Wizard is played before any
  numbered card, the trick has no led suit. A Jester lead sets nothing: the next numbered card
  does.
- Follow suit: a player holding a card of the led suit must play one of them, or a Wizard, or
  a Jester. Wizards and Jesters may always be played. Without a led suit anything may be played.
- Winner: the first Wizard played; else the highest trump; else the highest card of the led
  suit; if every card is a Jester, the first Jester.
Step 4: exact bid: 20 + 10 per trick taken; otherwise -10 per trick of difference.
"""

from __future__ import annotations

import pytest

from tricktaker import Card, Event, IllegalActionError, Play, Suit, parse_cards, wizard
from tricktaker.cards import WIZARD_DECK
from tricktaker.engine import position
from tricktaker.masks import cards_of, mask_of, plays_of
from tricktaker.wizard import Bid, ChooseTrump, Phase
from tricktaker.wizard.rules import GAME_RULES

C, D, H, S = Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES

# -- who wins a trick ------------------------------------------------------------------------

WINNERS = [
    # cards in play order, trump, index of the winning card
    pytest.param("N1 W2 AS", S, 1, id="Wizard beats the ace of trump"),
    pytest.param("AS W3 W1", S, 1, id="first Wizard wins, not the lowest-numbered"),
    pytest.param("W4 W1 W2 W3", None, 0, id="four Wizards: the first"),
    pytest.param("2C 3C W2 W1 AC", C, 2, id="first of two Wizards after trumps"),
    pytest.param("5H 6H 7H W1", None, 3, id="a Wizard played last still wins"),
    pytest.param("W1 AS KS", S, 0, id="Wizard lead wins"),
    pytest.param("9H KH 2S", S, 2, id="a low trump beats the led suit"),
    pytest.param("5D 9S 10S 2S", S, 2, id="highest of several trumps"),
    pytest.param("AS KS 2S", S, 0, id="trump led: highest trump"),
    pytest.param("2S AH KH", S, 0, id="trump led, off-suit aces lose"),
    pytest.param("2S AH KH", H, 1, id="led suit loses to a higher-ranked trump"),
    pytest.param("3D 2H", H, 1, id="lowest trump beats the led card"),
    pytest.param("KH 2S QH", S, 1, id="trump played second"),
    pytest.param("5H 9H 3H", C, 1, id="no trump in the trick: highest of led suit"),
    pytest.param("5H 9H 3H", None, 1, id="no trump: highest of led suit"),
    pytest.param("10D JD 9D", None, 1, id="J above 10"),
    pytest.param("5H AC KD 6H", S, 3, id="off-suit aces never win"),
    pytest.param("2C AD AH AS", None, 0, id="led 2 beats three off-suit aces"),
    pytest.param("7C 8D 9H 10S", None, 0, id="all different suits: the led card"),
    pytest.param("3C AD", None, 0, id="two players, off-suit ace"),
    pytest.param("N1 7C KC 3H", None, 2, id="Jester lead: the next card sets the suit"),
    pytest.param("N2 7C 3H KC", H, 2, id="Jester lead: trump beats the suit set by 7C"),
    pytest.param("N1 2D AC", None, 1, id="Jester lead: 2D sets diamonds, AC is off-suit"),
    pytest.param("N1 N2 5S 6H 4S", None, 2, id="two Jesters, then 5S sets spades"),
    pytest.param("N1 2H", S, 1, id="Jester loses to any numbered card"),
    pytest.param("N1 2H 3S", S, 2, id="Jester lead, trump wins"),
    pytest.param("2C N1 N2", None, 0, id="Jesters after a lead lose"),
    pytest.param("N3 W2 AS", S, 1, id="Jester then Wizard: the Wizard"),
    pytest.param("N1 N2 W1", None, 2, id="Jesters then a Wizard"),
    pytest.param("N1 W1 N2", H, 1, id="Wizard between Jesters"),
    pytest.param("N1 N2 N3", None, 0, id="all Jesters: the first"),
    pytest.param("N4 N2 N1", None, 0, id="all Jesters: the first, not the lowest number"),
    pytest.param("N3 N4 N1 N2", S, 0, id="all Jesters with a trump suit: the first"),
    pytest.param("N2 N1 N4 N3 2C", None, 4, id="four Jesters and one card: the card"),
    pytest.param("5H W1 AH", None, 1, id="Wizard after a suited lead wins"),
    pytest.param("5H W1 AH 2S", S, 1, id="Wizard beats a later trump"),
    pytest.param("2H 3H 4H 5H 6H 7H", None, 5, id="six players, one suit"),
    pytest.param("AH", None, 0, id="a single card"),
]


@pytest.mark.parametrize(("cards", "trump", "winner"), WINNERS)
def test_trick_winner(cards: str, trump: Suit | None, winner: int) -> None:
    assert wizard.trick_winner(parse_cards(cards), trump) == winner


# -- the led suit ----------------------------------------------------------------------------

LED = [
    pytest.param("", None, id="empty trick"),
    pytest.param("8H", H, id="numbered lead"),
    pytest.param("8H 2C AS", H, id="later cards do not change it"),
    pytest.param("N1", None, id="a Jester lead sets nothing"),
    pytest.param("N1 N2", None, id="two Jesters set nothing"),
    pytest.param("N1 8H 2C", H, id="the card after a Jester sets it"),
    pytest.param("N1 N2 3D", D, id="the card after two Jesters sets it"),
    pytest.param("W1", None, id="Wizard lead: no led suit"),
    pytest.param("W1 8H", None, id="Wizard lead: a later card sets nothing"),
    pytest.param("N1 W1 8H", None, id="Jester then Wizard: no led suit"),
    pytest.param("8H W1", H, id="Wizard after a suited lead keeps the suit"),
    pytest.param("8H W1 2C", H, id="Wizard after a suited lead, then off-suit"),
    pytest.param("N1 8S W1", S, id="Jester, suited, Wizard"),
]


@pytest.mark.parametrize(("trick", "suit"), LED)
def test_led_suit(trick: str, suit: Suit | None) -> None:
    assert wizard.led_suit(parse_cards(trick)) is suit


# -- which cards may be played ---------------------------------------------------------------

LEGAL = [
    # hand (canonical order), trick so far, the cards of the hand that may be played
    pytest.param("2C 7H W1 N1", "", "2C 7H W1 N1", id="leading: anything"),
    pytest.param("2C 7H QH W1 N3", "9H", "7H QH W1 N3", id="follow suit, or Wizard, or Jester"),
    pytest.param("2C 7H QH", "9H", "7H QH", id="follow suit"),
    pytest.param("2C 3D AS", "9H", "2C 3D AS", id="cannot follow: anything"),
    pytest.param("2C 3D W1", "9H", "2C 3D W1", id="cannot follow, holding a Wizard"),
    pytest.param("5H 6H", "KH", "5H 6H", id="only the led suit"),
    pytest.param("2H W1 W2 N1 N2", "9H", "2H W1 W2 N1 N2", id="Wizards and Jesters always"),
    pytest.param("W1 N1", "9H", "W1 N1", id="only Wizards and Jesters"),
    pytest.param("2C 7H", "W2 9S", "2C 7H", id="Wizard lead: anything"),
    pytest.param("2S 7H", "W2 9S", "2S 7H", id="Wizard lead: the 9S after it sets nothing"),
    pytest.param("2C 7H", "N1", "2C 7H", id="Jester lead alone: anything"),
    pytest.param("2C 7H QH N3", "N1 9H", "7H QH N3", id="Jester lead, then 9H sets hearts"),
    pytest.param("3D 8S W3", "N1 N2 4D", "3D W3", id="two Jesters, then 4D sets diamonds"),
    pytest.param("2C 3H", "N1 W1 5C", "2C 3H", id="Jester then Wizard: no led suit"),
    pytest.param("3C 2H N2", "5H W1", "2H N2", id="Wizard after a suited lead: still follow"),
    pytest.param("3C 4D", "5H W1", "3C 4D", id="Wizard after a suited lead, cannot follow"),
    pytest.param("AH 2S", "4S", "2S", id="trump led (spades) must be followed like any suit"),
    pytest.param("AH 2S", "4D", "AH 2S", id="void in the led suit: may trump or discard"),
    pytest.param("9D 2S", "4D", "9D", id="holding the led suit: may not trump instead"),
    pytest.param("KC AC 2D", "2C 3C", "KC AC", id="follow with any card of the suit"),
    pytest.param("2D", "AC 3H 5S", "2D", id="last card in hand, void"),
]


@pytest.mark.parametrize(("hand", "trick", "legal"), LEGAL)
def test_legal_plays(hand: str, trick: str, legal: str) -> None:
    assert wizard.legal_plays(parse_cards(hand), parse_cards(trick)) == parse_cards(legal)


@pytest.mark.parametrize(("hand", "trick", "legal"), LEGAL)
def test_the_games_rule_in_mask_form_agrees(hand: str, trick: str, legal: str) -> None:
    # the one rule the game asks (legal_actions, apply and refusals alike), in mask form
    cards, played = parse_cards(hand), parse_cards(trick)
    can = GAME_RULES.playable(position(trick=played), mask_of(cards))
    assert can == mask_of(parse_cards(legal))
    assert plays_of(can) == tuple(Play(card) for card in cards_of(can))


# -- scoring ---------------------------------------------------------------------------------

SCORES = [
    # bid, tricks taken, points
    pytest.param(0, 0, 20, id="bid 0, made: 20"),
    pytest.param(1, 1, 30, id="bid 1, made"),
    pytest.param(2, 2, 40, id="bid 2, made"),
    pytest.param(5, 5, 70, id="bid 5, made"),
    pytest.param(20, 20, 220, id="every trick of round 20, made"),
    pytest.param(0, 1, -10, id="bid 0, took 1"),
    pytest.param(0, 3, -30, id="bid 0, took 3"),
    pytest.param(1, 0, -10, id="under by 1"),
    pytest.param(3, 0, -30, id="under by 3"),
    pytest.param(2, 5, -30, id="over by 3"),
    pytest.param(5, 2, -30, id="under by 3, same as over by 3"),
    pytest.param(1, 3, -20, id="over by 2"),
    pytest.param(10, 0, -100, id="under by 10"),
]


@pytest.mark.parametrize(("bid", "taken", "points"), SCORES)
def test_round_score(bid: int, taken: int, points: int) -> None:
    assert wizard.round_score(bid, taken) == points


# -- state-level scenarios -------------------------------------------------------------------


def make_state(
    hands: list[str],
    *,
    round: int,
    dealer: int = 0,
    phase: Phase = Phase.PLAY,
    leader: int | None = None,
    to_act: int | None = None,
    bids: tuple[int | None, ...] | None = None,
    tricks_taken: tuple[int, ...] | None = None,
    scores: tuple[int, ...] | None = None,
    trump_card: str | None = None,
    trump: Suit | None = None,
    hook: bool = False,
    first_dealer: int = 0,
) -> wizard.State:
    """A state built directly: hands by seat as text, no trick in progress."""
    players = len(hands)
    leader = (dealer + 1) % players if leader is None else leader
    if bids is None:
        bids = (0,) * players if phase is Phase.PLAY else (None,) * players
    return wizard.State(
        rules=wizard.Rules(players=players, hook=hook, first_dealer=first_dealer),
        seed=1,
        round=round,
        dealer=dealer,
        trump_card=None if trump_card is None else Card.parse(trump_card),
        trump=trump,
        hands=tuple(tuple(sorted(parse_cards(hand))) for hand in hands),
        bids=bids,
        tricks_taken=(0,) * players if tricks_taken is None else tricks_taken,
        trick=(),
        leader=leader,
        scores=(0,) * players if scores is None else scores,
        phase=phase,
        to_act=leader if to_act is None else to_act,
    )


def first_seed(rules: wizard.Rules, kind: str) -> int:
    """The first seed whose round-1 trump card is a Wizard ("W"), a Jester ("N") or suited."""

    def matches(card: Card | None) -> bool:
        assert card is not None
        return str(card)[0] == kind if kind in "WN" else card.suit is not None

    return next(s for s in range(10_000) if matches(wizard.new_game(rules, seed=s).trump_card))


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_wizard_turned_up_dealer_chooses_trump(players: int) -> None:
    rules = wizard.Rules(players=players, first_dealer=players - 1)
    seed = first_seed(rules, "W")
    state, events = wizard.start(rules, seed=seed)
    dealer = players - 1
    assert state.trump_card is not None
    assert state.trump_card.is_wizard
    assert events[-1] == wizard.TrumpTurned(card=state.trump_card, trump=None)
    assert state.phase is Phase.CHOOSE_TRUMP
    assert state.to_act == dealer
    assert state.trump is None
    assert state.legal_actions() == tuple(ChooseTrump(suit) for suit in (C, D, H, S))
    assert state.view(dealer).legal_actions() == state.legal_actions()
    assert all(state.view(seat).legal_actions() == () for seat in range(players - 1))
    for suit in (C, D, H, S):
        after, events = state.apply(ChooseTrump(suit))
        assert events == (wizard.TrumpChosen(seat=dealer, suit=suit),)
        assert after.trump is suit
        assert after.trump_card == state.trump_card
        assert after.phase is Phase.BID
        assert after.to_act == 0  # bidding starts at the dealer's left
        assert after.legal_actions() == (Bid(0), Bid(1))
    with pytest.raises(IllegalActionError):
        state.apply(ChooseTrump(None))  # type: ignore[arg-type]  # no-trump may not be chosen


def test_chosen_trump_rules_the_tricks() -> None:
    state = make_state(
        ["9C", "AD", "2H"], round=1, phase=Phase.CHOOSE_TRUMP, to_act=0, trump_card="W3"
    )
    state, _ = state.apply(ChooseTrump(H))
    for bid in (0, 0, 1):
        state, _ = state.apply(Bid(bid))
    # seat 1 leads AD, seat 2 plays 2H (trump, chosen), seat 0 plays 9C: seat 2 wins
    events: tuple[Event, ...] = ()
    for card in ("AD", "2H", "9C"):
        state, events = state.apply(Play(Card.parse(card)))
    won = next(event for event in events if isinstance(event, wizard.TrickWon))
    assert won.winner == 2
    scored = next(event for event in events if isinstance(event, wizard.RoundScored))
    assert scored.trump is H
    assert scored.taken == (0, 0, 1)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_jester_turned_up_means_no_trump(players: int) -> None:
    rules = wizard.Rules(players=players)
    state, events = wizard.start(rules, seed=first_seed(rules, "N"))
    assert state.trump_card is not None
    assert state.trump_card.is_jester
    assert events[-1] == wizard.TrumpTurned(card=state.trump_card, trump=None)
    assert state.trump is None
    assert state.phase is Phase.BID
    assert state.to_act == 1


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_suited_card_turned_up_sets_trump(players: int) -> None:
    rules = wizard.Rules(players=players, first_dealer=1)
    state, events = wizard.start(rules, seed=first_seed(rules, "suited"))
    assert state.trump_card is not None
    assert state.trump_card.suit is not None
    assert state.trump is state.trump_card.suit
    assert events[-1] == wizard.TrumpTurned(card=state.trump_card, trump=state.trump)
    assert state.phase is Phase.BID
    assert state.to_act == 2


@pytest.mark.parametrize(("players", "last"), [(3, 20), (4, 15), (5, 12), (6, 10)])
def test_last_round_deals_every_card_and_has_no_trump(players: int, last: int) -> None:
    rules = wizard.Rules(players=players, first_dealer=2)
    state = wizard.new_game(rules, seed=players)
    events: tuple[Event, ...] = ()
    while state.round < last:
        state, events = state.apply(state.legal_actions()[0])
    dealer = (2 + last - 1) % players
    assert state.dealer == dealer
    assert state.trump_card is None
    assert state.trump is None
    assert not any(isinstance(event, wizard.TrumpTurned) for event in events)
    assert isinstance(events[-1], wizard.RoundStarted)
    assert state.phase is Phase.BID
    assert state.to_act == (dealer + 1) % players
    assert [len(hand) for hand in state.hands] == [last] * players
    assert sorted(card for hand in state.hands for card in hand) == list(WIZARD_DECK)


HOOK = [
    # round, the bids before the dealer's (seats 1, 2, 3; seat 0 deals), hook, dealer's choices
    pytest.param(3, (1, 0, 1), True, (0, 2, 3), id="hook: 1 would make 3"),
    pytest.param(3, (0, 0, 0), True, (0, 1, 2), id="hook: 3 would make 3"),
    pytest.param(3, (3, 0, 0), True, (1, 2, 3), id="hook: 0 would make 3"),
    pytest.param(3, (2, 2, 0), True, (0, 1, 2, 3), id="hook: bids already over 3"),
    pytest.param(3, (3, 3, 3), True, (0, 1, 2, 3), id="hook: bids far over"),
    pytest.param(1, (0, 0, 0), True, (0,), id="hook in round 1: must not bid 1"),
    pytest.param(1, (1, 0, 0), True, (1,), id="hook in round 1: must not bid 0"),
    pytest.param(1, (1, 1, 0), True, (0, 1), id="hook in round 1: already over"),
    # [decided] the number that would make the bids add up is below 0: the dealer bids anything
    pytest.param(2, (1, 1, 1), True, (0, 1, 2), id="hook: 2 - 3 = -1 is no bid, anything"),
    pytest.param(2, (2, 1, 0), True, (0, 1, 2), id="hook: over by one, anything"),
    pytest.param(2, (2, 0, 0), True, (1, 2), id="hook: others bid exactly 2, not 0"),
    pytest.param(1, (1, 1, 1), True, (0, 1), id="hook in round 1: far over, anything"),
    pytest.param(3, (1, 0, 1), False, (0, 1, 2, 3), id="no hook: anything"),
    pytest.param(1, (0, 0, 0), False, (0, 1), id="no hook, round 1: anything"),
    pytest.param(1, (1, 0, 0), False, (0, 1), id="no hook: the bids may add up"),
]


@pytest.mark.parametrize(("round_", "before", "hook", "choices"), HOOK)
def test_the_dealers_bid(
    round_: int, before: tuple[int, int, int], hook: bool, choices: tuple[int, ...]
) -> None:
    hands = [" ".join(f"{rank}{suit}" for rank in "23456789"[:round_]) for suit in "CDHS"]
    state = make_state(
        hands, round=round_, phase=Phase.BID, trump_card="AS", trump=S, hook=hook, leader=1
    )
    for bid in before:
        state, _ = state.apply(Bid(bid))
    assert state.to_act == 0
    assert state.legal_actions() == tuple(Bid(n) for n in choices)
    for n in range(round_ + 1):
        if n in choices:
            after, events = state.apply(Bid(n))
            assert events == (wizard.BidMade(seat=0, tricks=n),)
            assert after.phase is Phase.PLAY
            assert after.bids == (n, *before)
        else:
            with pytest.raises(IllegalActionError, match="add up"):
                state.apply(Bid(n))


def test_the_hook_binds_only_the_dealer() -> None:
    hands = ["2C 3C", "2D 3D", "2H 3H"]
    state = make_state(hands, round=2, phase=Phase.BID, dealer=2, trump_card="N1", hook=True)
    state, _ = state.apply(Bid(2))
    # seat 1 may bid 0, making the bids add up to 2 so far: only the dealer is restricted
    assert state.legal_actions() == (Bid(0), Bid(1), Bid(2))
    state, _ = state.apply(Bid(0))
    assert state.to_act == 2
    assert state.legal_actions() == (Bid(1), Bid(2))


TRICKS_IN_PLAY = [
    # players, the leader's seat, trump, cards in play order from the leader, winner's seat
    pytest.param(3, 1, None, "5H 9H 3H", 2, id="led suit, seat 2"),
    pytest.param(4, 3, S, "9H KH 2S AH", 1, id="trump, wrapping past seat 0"),
    pytest.param(4, 0, None, "N1 W2 AS W1", 1, id="first Wizard"),
    pytest.param(5, 2, C, "N1 N2 N3 N4 2D", 1, id="four Jesters, then the card"),
    pytest.param(3, 2, None, "N3 N1 N2", 2, id="all Jesters: the leader"),
    pytest.param(6, 4, H, "2C 3C 4C 5C 6C 2H", 3, id="six players, trump last"),
    pytest.param(3, 0, D, "W3 2D AD", 0, id="Wizard lead"),
    pytest.param(4, 2, None, "8S N1 AS W4", 1, id="Wizard last, seat 1"),
]


@pytest.mark.parametrize(("players", "leader", "trump", "cards", "winner"), TRICKS_IN_PLAY)
def test_the_winner_of_a_trick_leads_the_next(
    players: int, leader: int, trump: Suit | None, cards: str, winner: int
) -> None:
    played = parse_cards(cards)
    used = {card.suit for card in played}
    filler_suit = next(suit for suit in Suit if suit not in used)  # never the led suit
    fillers = [card for card in WIZARD_DECK if card.suit is filler_suit]
    hands = [""] * players
    for i, card in enumerate(played):
        hands[(leader + i) % players] = f"{card} {fillers[i]}"
    unused = [card for card in WIZARD_DECK if card not in played and card not in fillers[:players]]
    # the turned card: one of the trump suit, or a Jester for no trump
    turned = next(card for card in reversed(unused) if card.suit is trump)
    dealer = (leader - 1) % players
    state = make_state(hands, round=2, dealer=dealer, trump_card=str(turned), trump=trump)
    assert state.to_act == leader
    events: tuple[Event, ...] = ()
    for i, card in enumerate(played):
        assert state.to_act == (leader + i) % players
        state, events = state.apply(Play(card))
    assert events[-1] == wizard.TrickWon(winner=winner, leader=leader, cards=played)
    assert state.to_act == state.leader == winner
    assert state.trick == ()
    assert state.tricks_taken == tuple(int(seat == winner) for seat in range(players))
    assert [len(hand) for hand in state.hands] == [1] * players


def test_a_player_must_follow_in_play() -> None:
    state = make_state(["2C 7H", "9H 3S", "5C W1"], round=2, dealer=0, trump_card="N2")
    state, _ = state.apply(Play(Card.parse("9H")))
    state, _ = state.apply(Play(Card.parse("5C")))  # seat 2 holds no heart: anything
    with pytest.raises(IllegalActionError, match="must follow ♥"):
        state.apply(Play(Card.parse("2C")))
    state, events = state.apply(Play(Card.parse("7H")))
    assert events[-1] == wizard.TrickWon(winner=1, leader=1, cards=parse_cards("9H 5C 7H"))


def test_round_end_scores_and_the_deal_moves_clockwise() -> None:
    # Round 2 of 3 players, seat 1 dealt, hearts trump. Seat 0 took the first trick and leads
    # the last: 2S, then seat 1 has no spade and trumps with 3H, seat 2 plays AS.
    state = make_state(
        ["2S", "3H", "AS"],
        round=2,
        dealer=1,
        leader=0,
        trump_card="5H",
        trump=H,
        bids=(1, 0, 1),
        tricks_taken=(1, 0, 0),
        scores=(30, -10, 20),
    )
    for card in ("2S", "3H"):
        state, _ = state.apply(Play(Card.parse(card)))
    state, events = state.apply(Play(Card.parse("AS")))
    assert events[0] == wizard.CardPlayed(seat=2, card=Card.parse("AS"))
    assert events[1] == wizard.TrickWon(winner=1, leader=0, cards=parse_cards("2S 3H AS"))
    assert events[2] == wizard.RoundScored(
        round=2,
        trump=H,
        bids=(1, 0, 1),
        taken=(1, 1, 0),
        points=(30, -10, -10),  # made 1; bid 0 took 1; bid 1 took 0
        scores=(60, -20, 10),
    )
    started = events[3]
    assert isinstance(started, wizard.RoundStarted)
    assert (started.round, started.dealer) == (3, 2)
    assert started.hands == state.hands
    assert state.round == 3
    assert state.dealer == 2
    assert state.scores == (60, -20, 10)
    assert state.bids == (None, None, None)
    assert state.tricks_taken == (0, 0, 0)
    assert [len(hand) for hand in state.hands] == [3, 3, 3]
    assert state.trump_card is not None
    assert events[4:] == (wizard.TrumpTurned(card=state.trump_card, trump=state.trump),)
    if state.trump_card.is_wizard:
        assert (state.phase, state.to_act) == (Phase.CHOOSE_TRUMP, 2)
    else:
        assert (state.phase, state.to_act) == (Phase.BID, 0)


def test_the_deal_rotates_through_a_whole_game() -> None:
    rules = wizard.Rules(players=4, first_dealer=2)
    state, events = wizard.start(rules, seed=5)
    log = list(events)
    while not state.is_over:
        state, events = state.apply(state.legal_actions()[-1])
        log.extend(events)
    dealers = [event.dealer for event in log if isinstance(event, wizard.RoundStarted)]
    assert dealers == [(2 + r) % 4 for r in range(15)]
    first_bidders = []
    first_leaders = []
    for i, event in enumerate(log):
        if isinstance(event, wizard.RoundStarted):
            first_bidders.append(next(e.seat for e in log[i:] if isinstance(e, wizard.BidMade)))
            first_leaders.append(next(e.seat for e in log[i:] if isinstance(e, wizard.CardPlayed)))
    assert first_bidders == [(dealer + 1) % 4 for dealer in dealers]
    assert first_leaders == [(dealer + 1) % 4 for dealer in dealers]


GAME_ENDS = [
    # totals before the last round; the last round adds 120, 70, -10 (see the test)
    pytest.param((10, 60, 100), (130, 130, 90), (0, 1), id="two tied for highest"),
    pytest.param((0, 50, 130), (120, 120, 120), (0, 1, 2), id="all three tied"),
    pytest.param((0, 0, 0), (120, 70, -10), (0,), id="one winner"),
    pytest.param((0, 0, 200), (120, 70, 190), (2,), id="the leader before the round holds on"),
    pytest.param((-300, -200, -120), (-180, -130, -130), (1, 2), id="negative totals, a tie"),
]


@pytest.mark.parametrize(("before", "after", "winners"), GAME_ENDS)
def test_game_end_winners_are_all_tied_for_highest(
    before: tuple[int, int, int], after: tuple[int, int, int], winners: tuple[int, ...]
) -> None:
    # The last trick of round 20 (3 players, seat 1 dealt, no trump card). Nineteen tricks are
    # taken 9, 5, 5; bids 10, 5, 6. Seat 2 leads 2C, seat 0 plays W1 and wins, seat 1 3C:
    # seat 0 makes 10 (+120), seat 1 makes 5 (+70), seat 2 is one under (-10).
    state = make_state(
        ["W1", "3C", "2C"],
        round=20,
        dealer=1,
        leader=2,
        bids=(10, 5, 6),
        tricks_taken=(9, 5, 5),
        scores=before,
    )
    events: tuple[Event, ...] = ()
    for card in ("2C", "W1", "3C"):
        state, events = state.apply(Play(Card.parse(card)))
    assert events[-2] == wizard.RoundScored(
        round=20,
        trump=None,
        bids=(10, 5, 6),
        taken=(10, 5, 5),
        points=(120, 70, -10),
        scores=after,
    )
    assert events[-1] == wizard.GameOver(scores=after, winners=winners)
    assert not any(isinstance(event, wizard.RoundStarted) for event in events)
    assert state.is_over
    assert state.phase is Phase.OVER
    assert state.to_act is None
    assert state.legal_actions() == ()
    assert state.scores == after
    assert state.winners == winners
