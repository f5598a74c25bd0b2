"""Claims and concessions, as the Laws of Duplicate Bridge (2017) put them:

- Law 68A: "Any statement by declarer or a defender to the effect that a side will win a
  specific number of tricks is a claim of those tricks";
- Law 68B1: a statement that a side will lose tricks is a concession; "a claim of some
  number of tricks is a concession of the remainder";
- Law 68D: "After any claim or concession, play is suspended";
- Law 69A: agreement is established when the other side assents; "The board is scored as
  though the tricks claimed or conceded had been won or lost in play";
- Law 68D2(b), Law 70: a disputed claim goes to the Director, or play continues at the
  non-claiming side's request and the claim is void: with no Director here, the latter.

The deal (tests/bridge/positions.py): North holds the thirteen spades, East the hearts, South
the diamonds, West the clubs; North declares 4♠, South is the dummy, East leads.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.bridge import positions as br
from tests.test_cli_play import ANSI, play
from tricktaker import (
    GameRecord,
    IllegalActionError,
    Play,
    TricktakerError,
    bridge,
    encoding,
    from_json,
    parse_action,
    to_json,
)
from tricktaker.bridge.pbn import boards_played, to_pbn

CLAIMING = bridge.Rules(claims=True)
DEALT = bridge.new_game(CLAIMING, seed=1, deal=bridge.Deal(br.HANDS))
LEAD = br.after(DEALT, "1s", "p", "2d", "p", "4s", "p", "p", "p")
"""East to lead against North's 4♠."""
DUMMY = br.after(LEAD, "2h")
"""South, the dummy, to play to East's 2♥: North decides."""
EAST, SOUTH, WEST, NORTH = 1, 2, 3, 0


def fields_of(value: Any) -> dict[str, Any]:
    """A state's or view's JSON fields, as a dict."""
    data: dict[str, Any] = json.loads(to_json(value))
    return data


# -- Law 68A, 69A: a claim, agreed, scores the board ----------------------------------------------


def test_the_declarer_claims_and_both_defenders_agree_law_69a() -> None:
    assert DUMMY.decider == NORTH  # North claims for his side (the dummy is to play)
    assert bridge.Claim(13) in DUMMY.legal_actions()
    claimed, events = DUMMY.apply(bridge.Claim(13))
    assert [str(event) for event in events] == ["North claims 13 of the 13 remaining tricks"]
    assert claimed.phase is bridge.Phase.CLAIM  # Law 68D: play is suspended
    assert claimed.to_act == EAST  # the declarer's left answers first
    assert claimed.claims == (bridge.Claimed(seat=NORTH, tricks=13, after=1),)
    east, events = claimed.apply(bridge.ACCEPT_CLAIM)
    assert [str(event) for event in events] == ["East accepts the claim"]
    assert east.to_act == WEST
    assert not east.is_over
    over, events = east.apply(bridge.ACCEPT_CLAIM)
    assert over.is_over
    assert over.declarer_tricks == 13
    # Law 77: 4♠ not vulnerable, 13 tricks: 4 x 30 + 300 + 3 overtricks x 30 = 510
    assert over.scores == (510, -510, 510, -510)
    assert [type(event).__name__ for event in events] == [
        "ClaimAccepted", "BoardScored", "GameOver",
    ]  # fmt: skip
    assert events[1] == bridge.BoardScored(
        board=1, contract=over.contract, declarer_tricks=13, points=over.scores,
        scores=over.scores,
    )  # fmt: skip
    assert over.claims == (bridge.Claimed(seat=NORTH, tricks=13, after=1, accepted=(1, 3)),)


def test_a_claim_never_changes_the_cards() -> None:
    claimed = DUMMY.apply(bridge.Claim(13))[0]
    over = claimed.apply(bridge.ACCEPT_CLAIM)[0].apply(bridge.ACCEPT_CLAIM)[0]
    for state in (claimed, over):
        assert state.hands == DUMMY.hands
        assert state.played == DUMMY.played
        assert state.trick == DUMMY.trick  # the trick in progress stays as it was
        assert state.dealt == DUMMY.dealt


def test_a_defender_concedes_and_the_declarer_alone_answers_law_68b() -> None:
    assert LEAD.to_act == LEAD.decider == EAST
    conceded, events = LEAD.apply(parse_action(LEAD, "concede"))
    assert [str(event) for event in events] == ["East concedes the 13 remaining tricks"]
    assert conceded.to_act == NORTH  # the declarer answers for his side; West is not asked
    assert conceded.view(WEST).legal_actions() == ()
    assert conceded.view(SOUTH).legal_actions() == ()  # the dummy takes no part (Law 43)
    over, _ = conceded.apply(bridge.ACCEPT_CLAIM)
    assert over.is_over
    assert over.declarer_tricks == 13
    assert over.scores[NORTH] == 510


def test_a_defenders_claim_concedes_the_rest_law_68b1() -> None:
    claimed = LEAD.apply(bridge.Claim(3))[0]  # East: 3 for the defence, 10 for North
    over, _events = claimed.apply(bridge.ACCEPT_CLAIM)
    assert over.declarer_tricks == 10
    assert over.scores[NORTH] == 420  # 4♠ made: 4 x 30 + 300


def test_a_claim_after_tricks_played_adds_the_tricks_claimed_to_those_taken() -> None:
    state = DUMMY
    for _ in range(3 * 4 - 1):  # three tricks finished
        state = state.apply(state.legal_actions()[0])[0]
    assert len(state.played) == 12
    assert not state.trick
    taken = state.declarer_tricks
    assert bridge.Claim(10) in state.legal_actions()
    assert bridge.Claim(11) not in state.legal_actions()  # 10 tricks remain
    claimer = state.decider
    claimed, events = state.apply(bridge.Claim(7))
    assert events == (bridge.ClaimMade(seat=claimer, tricks=7, remaining=10),)
    while claimed.phase is bridge.Phase.CLAIM:
        claimed = claimed.apply(bridge.ACCEPT_CLAIM)[0]
    declaring = claimer % 2 == NORTH % 2
    assert claimed.declarer_tricks == taken + (7 if declaring else 3)


# -- Law 68D: play is suspended while the other side answers -------------------------------------


def test_no_card_is_played_while_a_claim_is_answered_law_68d() -> None:
    claimed = DUMMY.apply(bridge.Claim(13))[0]
    diamond = Play(br.HANDS[SOUTH][0])
    error = claimed.refusal(diamond)
    assert error is not None
    assert error.code == "wrong_phase"
    assert "must answer the claim (accept the claim, dispute the claim)" in str(error)
    with pytest.raises(IllegalActionError, match="must answer the claim"):
        claimed.apply(bridge.Claim(3))
    assert claimed.legal_actions() == (bridge.ACCEPT_CLAIM, bridge.DISPUTE_CLAIM)
    for seat in (NORTH, SOUTH, WEST):  # the claimer, his dummy, East's partner: not now
        view = claimed.view(seat)
        assert view.legal_actions() == ()
        refused = view.refusal(bridge.ACCEPT_CLAIM)
        assert refused is not None
        assert refused.code == "not_your_turn"
    assert claimed.view(EAST).legal_actions() == (bridge.ACCEPT_CLAIM, bridge.DISPUTE_CLAIM)


def test_every_seat_sees_the_claim_and_who_answers() -> None:
    claimed = DUMMY.apply(bridge.Claim(13))[0]
    for seat in range(4):
        view = claimed.view(seat)
        assert view.claims == claimed.claims
        assert view.phase is bridge.Phase.CLAIM
        assert view.to_act == view.decider == EAST
        assert view.shown_hands[SOUTH] == claimed.hands[SOUTH]  # the dummy stays faced
        assert view.hand == claimed.hands[seat]  # no other hand is shown


def test_an_answer_without_a_claim_is_refused() -> None:
    for answer in (bridge.ACCEPT_CLAIM, bridge.DISPUTE_CLAIM):
        error = DUMMY.refusal(answer)
        assert error is not None
        assert error.code == "wrong_phase"
        assert str(error) == f"cannot {answer}: no claim is made"
    error = br.OPENED.refusal(bridge.Claim(3))  # no claim in the auction
    assert error is not None
    assert error.code == "wrong_phase"


# -- Law 68D2(b): a dispute voids the claim, and play continues ----------------------------------


def test_a_disputed_claim_is_void_and_play_continues() -> None:
    claimed = DUMMY.apply(bridge.Claim(13))[0]
    disputed, events = claimed.apply(bridge.DISPUTE_CLAIM)
    assert [str(event) for event in events] == ["East disputes the claim: play continues"]
    assert disputed.phase is bridge.Phase.PLAY
    assert disputed.to_act == SOUTH
    assert disputed.decider == NORTH
    assert disputed.claims == (bridge.Claimed(seat=NORTH, tricks=13, after=1, disputed=EAST),)
    before, after = fields_of(DUMMY), fields_of(disputed)
    assert after.pop("claims") == [
        {"type": "bridge.Claimed", "seat": 0, "tricks": 13, "after": 1, "accepted": [],
         "disputed": 1},
    ]  # fmt: skip
    assert before.pop("claims") == []
    assert after == before  # the state as it was, plus the dispute


def test_one_defender_agreeing_is_not_agreement() -> None:
    claimed = DUMMY.apply(bridge.Claim(13))[0]
    east = claimed.apply(bridge.ACCEPT_CLAIM)[0]
    disputed = east.apply(bridge.DISPUTE_CLAIM)[0]
    assert disputed.phase is bridge.Phase.PLAY
    assert not disputed.is_over
    assert disputed.claims[-1] == bridge.Claimed(
        seat=NORTH, tricks=13, after=1, accepted=(EAST,), disputed=WEST
    )
    assert disputed.declarer_tricks == DUMMY.declarer_tricks


def test_no_new_claim_before_a_card_is_played_after_a_dispute() -> None:
    disputed = DUMMY.apply(bridge.Claim(13))[0].apply(bridge.DISPUTE_CLAIM)[0]
    assert not any(type(action) is bridge.Claim for action in disputed.legal_actions())
    error = disputed.refusal(bridge.Claim(12))
    assert error is not None
    assert error.code == "illegal"
    assert "play a card first" in str(error)
    played = disputed.apply(disputed.legal_actions()[0])[0]
    assert bridge.Claim(12) in played.legal_actions()
    again = played.apply(bridge.Claim(12))[0]
    assert [claim.after for claim in again.claims] == [1, 2]


# -- what is refused -----------------------------------------------------------------------------


def test_claims_are_off_by_default() -> None:
    plain = br.DUMMY  # Rules(): OpenSpiel's game, cards only
    assert all(type(action) is Play for action in plain.legal_actions())
    error = plain.refusal(bridge.Claim(3))
    assert error is not None
    assert error.code == "illegal"
    assert str(error) == "cannot claim 3: these rules offer no claims (Rules(claims=True) do)"
    with pytest.raises(IllegalActionError):
        plain.apply(bridge.Claim(3))
    assert encoding.num_actions(bridge.Rules()) == 90


@pytest.mark.parametrize("tricks", [14, -1])
def test_a_claim_of_more_than_the_remaining_tricks_is_refused(tricks: int) -> None:
    error = DUMMY.refusal(bridge.Claim(tricks))
    assert error is not None
    assert error.code == "illegal"
    assert str(error).endswith("a claim is of 0 to the 13 remaining tricks")
    text = to_json(DUMMY)
    with pytest.raises(IllegalActionError):
        DUMMY.apply(bridge.Claim(tricks))
    assert to_json(DUMMY) == text


def test_a_claim_must_hold_a_whole_number() -> None:
    with pytest.raises(IllegalActionError, match=r"Claim\.tricks must be an int"):
        bridge.Claim("3")  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError, match=r"Claim\.tricks must be an int"):
        bridge.Claim(True)


def test_rules_claims_must_be_a_bool() -> None:
    with pytest.raises(TricktakerError, match=r"Rules\.claims must be a bool"):
        bridge.Rules(claims=1)  # type: ignore[arg-type]


# -- the next board, the records, JSON, the encoding ---------------------------------------------


def test_an_agreed_claim_on_a_board_deals_the_next() -> None:
    state = bridge.new_game(bridge.Rules(claims=True, boards=2), seed=3)
    while state.phase is bridge.Phase.AUCTION:
        state = state.apply(state.legal_actions()[3 if not state.calls else 0])[0]
    state = state.apply(bridge.Claim(0))[0]
    state, events = state.apply(bridge.ACCEPT_CLAIM)
    assert [type(event).__name__ for event in events] == [
        "ClaimAccepted", "BoardScored", "BoardStarted",
    ]  # fmt: skip
    assert state.board == 2
    assert state.claims == ()
    assert state.phase is bridge.Phase.AUCTION


def test_a_game_record_replays_its_claims() -> None:
    seeded = bridge.new_game(CLAIMING, seed=1)
    moves = []
    while seeded.phase is bridge.Phase.AUCTION:
        action = seeded.legal_actions()[3 if not seeded.calls else 0]
        moves.append(action)
        seeded = seeded.apply(action)[0]
    for action in (seeded.legal_actions()[0], bridge.Claim(5), bridge.DISPUTE_CLAIM):
        moves.append(action)
        seeded = seeded.apply(action)[0]
    moves.append(seeded.legal_actions()[0])  # a card, before the next claim
    seeded = seeded.apply(moves[-1])[0]
    moves.append(bridge.Claim(0))
    seeded = seeded.apply(bridge.Claim(0))[0]
    while not seeded.is_over:
        moves.append(bridge.ACCEPT_CLAIM)
        seeded = seeded.apply(bridge.ACCEPT_CLAIM)[0]
    record = GameRecord(game="bridge", rules=CLAIMING, seed=1, actions=tuple(moves))
    assert record.replay() == seeded
    assert from_json(to_json(record)).replay() == seeded


def claim_positions() -> list[Any]:
    """States and views of every kind a claim makes: pending, half agreed, disputed, over."""
    claimed = DUMMY.apply(bridge.Claim(13))[0]
    east = claimed.apply(bridge.ACCEPT_CLAIM)[0]
    disputed = east.apply(bridge.DISPUTE_CLAIM)[0]
    played = disputed.apply(disputed.legal_actions()[0])[0]
    again = played.apply(bridge.Claim(2))[0]  # West claims 2: North answers
    over = again.apply(bridge.ACCEPT_CLAIM)[0]
    conceded = LEAD.apply(bridge.Claim(0))[0].apply(bridge.ACCEPT_CLAIM)[0]
    states = [claimed, east, disputed, played, again, over, conceded]
    return [*states, *(state.view(seat) for state in states for seat in range(4))]


@pytest.mark.parametrize("position", claim_positions())
def test_a_position_with_claims_reads_back_from_json(position: Any) -> None:
    assert from_json(to_json(position)) == position


def test_json_whose_claims_the_rules_do_not_reach_is_refused() -> None:
    claimed = DUMMY.apply(bridge.Claim(13))[0].apply(bridge.DISPUTE_CLAIM)[0]
    data = fields_of(claimed)
    for change in (
        {"disputed": 3},  # West does not answer first
        {"tricks": 14},  # more than remain
        {"after": 5},  # after more cards than were played
        {"seat": 1},  # East does not decide for the dummy
    ):
        wrong = json.loads(json.dumps(data))
        wrong["claims"][0].update(change)
        with pytest.raises(TricktakerError):
            from_json(json.dumps(wrong))
    over = claim_positions()[5]
    wrong = fields_of(over)
    wrong["declarer_tricks"] -= 1  # the tricks claimed are the tricks scored
    with pytest.raises(TricktakerError):
        from_json(json.dumps(wrong))
    unclaimed = fields_of(over)
    unclaimed["claims"] = []  # a board over mid-play with no claim: the rules do not end it
    with pytest.raises(TricktakerError):
        from_json(json.dumps(unclaimed))


def test_the_claims_are_numbered_after_openspiels_actions() -> None:
    assert encoding.num_actions(CLAIMING) == 90 + 14 + 2
    claimed = DUMMY.apply(bridge.Claim(13))[0]
    for position in (DUMMY, claimed):
        for action in position.legal_actions():
            index = encoding.action_index(action, CLAIMING)
            assert encoding.action_from_index(index, position) == action
    assert encoding.action_index(bridge.Claim(0), CLAIMING) == 90
    assert encoding.action_index(bridge.ACCEPT_CLAIM, CLAIMING) == 104
    with pytest.raises(IllegalActionError):  # not numbered without claims
        encoding.action_index(bridge.Claim(0), bridge.Rules())
    mask = encoding.legal_action_mask(claimed.view(EAST))
    assert [i for i, on in enumerate(mask) if on] == [104, 105]


# -- invariants, over random boards --------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), picks=st.lists(st.integers(0, 10**6), min_size=40))
def test_claims_keep_the_cards_and_score_what_was_agreed(seed: int, picks: list[int]) -> None:
    state = bridge.new_game(CLAIMING, seed=seed)
    before_claim = None
    for pick in picks:
        if state.is_over:
            break
        legal = state.legal_actions()
        # in the play, a claim one time in four; in the auction, mostly passes
        claims = [action for action in legal if type(action) is bridge.Claim]
        action: bridge.Action
        if claims and pick % 4 == 0:
            action = claims[pick // 4 % len(claims)]
        elif state.phase is bridge.Phase.AUCTION and state.calls and pick % 3:
            action = bridge.PASS
        else:
            action = legal[pick % len(legal)]
        after, events = state.apply(action)
        if type(action) is bridge.Claim:
            before_claim = state
            remaining = 13 - len(state.played) // 4
            assert events == (
                bridge.ClaimMade(seat=state.decider, tricks=action.tricks, remaining=remaining),
            )
        if type(action) in (bridge.Claim, bridge.AcceptClaim, bridge.DisputeClaim):
            assert (after.hands, after.played, after.trick) == (
                state.hands, state.played, state.trick,
            )  # fmt: skip
            assert after.declarer_tricks == state.declarer_tricks or after.is_over
        if type(action) is bridge.DisputeClaim:
            assert before_claim is not None
            was, now = fields_of(before_claim), fields_of(after)
            assert now.pop("claims")[:-1] == was.pop("claims")
            assert now == was  # the state as it was, plus the dispute
        if type(action) is bridge.AcceptClaim and after.is_over:
            assert before_claim is not None
            claim, contract = after.claims[-1], after.contract
            assert contract is not None
            remaining = 13 - len(before_claim.played) // 4
            declaring = claim.seat == contract.declarer
            won = claim.tricks if declaring else remaining - claim.tricks
            assert after.declarer_tricks == before_claim.declarer_tricks + won
            declarer = contract.declarer
            answerers = ((declarer + 1) % 4, (declarer + 3) % 4) if declaring else (declarer,)
            assert claim.accepted == answerers
        state = after
    assert from_json(to_json(state)) == state


# -- the records: a claimed board written, read and replayed -------------------------------------


def claimed_game() -> tuple[bridge.State, list[Any]]:
    """A board of North's 4♠ cut short after five cards by East's claim of 3 (North agrees):
    the state over, and every event of the game."""
    state, events = bridge.start(CLAIMING, seed=1, deal=bridge.Deal(br.HANDS))
    every = list(events)
    texts = ("1s", "p", "2d", "p", "4s", "p", "p", "p", "2h", "2d", "2c", "2s", "3s")
    for text in texts:
        state, events = state.apply(parse_action(state, text))
        every += events
    for action in (bridge.Claim(3), bridge.ACCEPT_CLAIM):
        state, events = state.apply(action)
        every += events
    return state, every


def test_a_claimed_board_is_written_and_read_back_as_pbn_and_lin() -> None:
    state, events = claimed_game()
    assert state.is_over
    assert state.declarer_tricks == 1 + 9  # a trick won, 9 of the 12 remaining conceded
    assert state.scores[NORTH] == 420
    (board,) = bridge.read_pbn(to_pbn(state))
    assert board.play == state.played + state.trick  # a trick begun when the claim was made
    assert (board.claim, board.result, board.tag("Score")) == (10, 10, "NS 420")
    played = boards_played(events)
    assert [(b.claim, b.result, b.play) for b in played] == [(10, 10, board.play)]
    for text in (bridge.write_pbn(played), bridge.write_lin(played)):
        (read,) = bridge.read_pbn(text) if text.startswith("%") else bridge.read_lin(text)
        replayed = bridge.replay_board(read)
        assert replayed.outcome == "claimed"
        assert replayed.state is not None
        assert replayed.state.is_over
        assert replayed.score == 420
        assert replayed.state.declarer_tricks == 10


def test_to_pbn_still_refuses_a_board_in_play() -> None:
    with pytest.raises(TricktakerError, match="play it to the end"):
        to_pbn(DUMMY.apply(bridge.Claim(13))[0])


# -- the terminal: tricktaker play bridge --claims -----------------------------------------------


def test_the_terminal_offers_claims_in_bridge_words() -> None:
    argv = ["bridge", "--seed", "5", "--seat", "0", "--bots", "heuristic", "--claims"]
    status, text, _ = play(argv, ["7NT", "claim 13"], try_illegal=False)
    assert status == 0
    screen = ANSI.sub("", text)
    assert "concede the remaining tricks, claim 1, claim 2" in screen  # in bridge words
    assert "you claim 13 of the 13 remaining tricks" in screen
    assert "East disputes the claim: play continues" in screen  # the bot plays on
    assert "7NT by N down 5" in screen  # played out after the dispute


def test_the_terminal_concedes_and_the_defenders_agree() -> None:
    argv = ["bridge", "--seed", "5", "--seat", "0", "--bots", "heuristic", "--claims"]
    status, text, _ = play(argv, ["7NT", "concede"], try_illegal=False)
    assert status == 0
    screen = ANSI.sub("", text)
    assert "you concede the 13 remaining tricks\nEast accepts the claim\n" in screen
    assert "West accepts the claim" in screen
    assert "7NT by N down 13" in screen


def test_the_terminal_asks_the_other_side_to_answer_a_claim() -> None:
    argv = ["bridge", "--seed", "1", "--seat", "1", "--bots", "random", "--claims"]
    status, text, typist = play(argv, [], try_illegal=False)  # the typist accepts
    assert status == 0
    screen = ANSI.sub("", text)
    asked = screen.split("Your turn, East")[-1]
    assert "Claim: South claims 2 of the 12 remaining tricks\n" in asked
    assert "Accept the claim, or dispute it and play on:" in asked
    assert "Dummy North:" in asked  # the dummy stays faced while the claim is answered
    assert "claim> Your moves: accept the claim, dispute the claim" in asked
    assert "you accept the claim\nboard 1: 7NT redoubled by South down 11" in asked
    assert typist.typed[-1] == "accept the claim"
