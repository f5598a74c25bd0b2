"""The conformance kit (tricktaker.testing.check_game): each of its checks catches the bug it
is there for. Szaman is broken one way at a time (its methods patched for one test), and the
kit must stop at the broken promise, saying where."""

from __future__ import annotations

import re
from typing import Any

import attrs
import pytest

from tricktaker import (
    Card,
    Game,
    IllegalActionError,
    Play,
    TricktakerError,
    games,
    get_game,
    szaman,
    wizard,
)
from tricktaker.lean import replace
from tricktaker.testing import CheckReport, check_game

SHORT = szaman.Rules(players=2, hands=1)
WHERE = r"szaman, seed 0, decision \d+: "


@pytest.fixture
def registry(monkeypatch: pytest.MonkeyPatch) -> None:
    """The registry, restored after the test."""
    monkeypatch.setattr(games, "_registry", dict(games._registry))


def check(game: Game[Any, Any, Any, Any] | None = None) -> CheckReport:
    return check_game(get_game("szaman") if game is None else game, rules=SHORT, games=1)


def test_an_unbroken_game_passes() -> None:
    report = check()
    assert report.game == "szaman"
    assert report.games == 1
    assert report.decisions >= 16  # 8 cards each, at least
    assert report.accepted >= report.decisions
    assert report.refused > report.decisions


def test_the_report_counts_every_game() -> None:
    one = check_game(get_game("szaman"), rules=SHORT, games=1, seed=5)
    two = check_game(get_game("szaman"), rules=SHORT, games=2, seed=4)
    assert two.games == 2
    assert two.decisions > one.decisions


def test_a_view_that_shows_the_stock(monkeypatch: pytest.MonkeyPatch) -> None:
    view = szaman.State.view

    def leaky(self: szaman.State, seat: int) -> szaman.View:
        return replace(view(self, seat), played=self.hands[1 - seat][:1])

    monkeypatch.setattr(szaman.State, "view", leaky)
    with pytest.raises(AssertionError, match=r"seat 0's view shows \w+, a card of seat 1's hand"):
        check()


def test_an_event_that_shows_a_drawn_card_to_everyone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(szaman.CardDrawn, "for_seat", lambda self, seat: self)
    with pytest.raises(AssertionError, match=r"form of CardDrawn shows \w+, a card of seat"):
        check()


def test_a_dealt_hand_shown_to_everyone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(szaman.HandStarted, "for_seat", lambda self, seat: self)
    with pytest.raises(AssertionError, match=r"seed 0: seat 0's form of HandStarted shows"):
        check()


def test_the_starting_card_may_be_shown_to_all() -> None:
    # Szaman shows the lowest card dealt, still in its holder's hand (HandStarted.shown_to_all)
    state, (started, *_) = szaman.start(szaman.Rules(players=3, lead_starting_card=False), seed=1)
    assert isinstance(started, szaman.HandStarted)
    holder = next(seat for seat, hand in enumerate(state.hands) if started.starting_card in hand)
    assert started.for_seat((holder + 1) % 3).starting_card == started.starting_card
    check_game(get_game("szaman"), rules=szaman.Rules(players=3, lead_starting_card=False))


def test_a_legal_action_left_out(monkeypatch: pytest.MonkeyPatch) -> None:
    for cls in (szaman.State, szaman.View):
        legal = cls.legal_actions
        fewer = lambda self, legal=legal: legal(self)[1:] or legal(self)  # noqa: E731
        monkeypatch.setattr(cls, "legal_actions", fewer)
    message = r"apply\(\) accepted Play\(.*\), which is not a legal action"
    with pytest.raises(AssertionError, match=WHERE + message):
        check()


def test_an_illegal_action_listed(monkeypatch: pytest.MonkeyPatch) -> None:
    wizard_card = Play(Card.parse("W1"))
    for cls in (szaman.State, szaman.View):
        legal = cls.legal_actions
        more = lambda self, legal=legal: legal(self) + (wizard_card,) * bool(legal(self))  # noqa: E731
        monkeypatch.setattr(cls, "legal_actions", more)
    message = r"apply\(\) refused Play\(card=Card.parse\('W1'\).*, one of legal_actions\(\)"
    with pytest.raises(AssertionError, match=WHERE + message):
        check()


def test_a_wrong_type_that_is_not_refused_cleanly(monkeypatch: pytest.MonkeyPatch) -> None:
    apply = szaman.State.apply

    def fragile(self: szaman.State, action: Play) -> Any:
        if action is None:
            raise AttributeError("'NoneType' object has no attribute 'card'")
        return apply(self, action)

    monkeypatch.setattr(szaman.State, "apply", fragile)
    message = r"apply\(None\) raised AttributeError\(.*\), not an IllegalActionError"
    with pytest.raises(AssertionError, match=WHERE + message):
        check()


def test_a_refusal_that_changes_the_state(monkeypatch: pytest.MonkeyPatch) -> None:
    apply = szaman.State.apply

    def careless(self: szaman.State, action: Play) -> Any:
        try:
            return apply(self, action)
        except IllegalActionError:
            public = szaman.rules.GAME_RULES.public.copy(self._public)  # its scores change
            public.scores = tuple(score + 1 for score in public.scores)
            object.__setattr__(self, "_public", public)
            raise

    monkeypatch.setattr(szaman.State, "apply", careless)
    with pytest.raises(AssertionError, match=WHERE + "checking the actions changed the state"):
        check()


def test_is_legal_that_disagrees(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(szaman.State, "is_legal", lambda self, action: True)
    with pytest.raises(AssertionError, match=WHERE + r"is_legal\(\) is True for "):
        check()


def test_a_view_is_legal_that_raises(monkeypatch: pytest.MonkeyPatch) -> None:
    def strict(self: szaman.View, action: object) -> bool:
        return action in self.legal_actions() if isinstance(action, Play) else 1 / 0 > 0

    monkeypatch.setattr(szaman.View, "is_legal", strict)
    with pytest.raises(AssertionError, match=r"the view's is_legal\(\) raised ZeroDivisionError"):
        check()


def test_a_view_refusal_that_refuses_a_legal_action(monkeypatch: pytest.MonkeyPatch) -> None:
    # is_legal is kept right, so that the refusal alone is wrong (the state's apply asks its
    # own refusal, so a wrong one there shows as a refused legal action, tested above)
    view = szaman.View
    monkeypatch.setattr(view, "is_legal", lambda self, action: action in self.legal_actions())
    monkeypatch.setattr(view, "refusal", lambda self, action: IllegalActionError("no"))
    message = r"refusal\(\) of the legal Play\(.*\) is IllegalActionError\('no'\)"
    with pytest.raises(AssertionError, match=WHERE + message):
        check()


def test_a_view_refusal_that_disagrees_with_apply(monkeypatch: pytest.MonkeyPatch) -> None:
    refusal = szaman.View.refusal

    def vague(self: szaman.View, action: object) -> IllegalActionError | None:
        found = refusal(self, action)
        return None if found is None else IllegalActionError("no")

    monkeypatch.setattr(szaman.View, "refusal", vague)
    message = r"the view's refusal\(.*\) is IllegalActionError\('no'\); apply\(\) raised"
    with pytest.raises(AssertionError, match=WHERE + message):
        check()


def test_a_game_that_does_not_end() -> None:
    with pytest.raises(AssertionError, match=r"seed 0, decision 10: the game did not end"):
        check_game(get_game("szaman"), rules=SHORT, max_decisions=10)


def test_a_start_that_ignores_the_seed(registry: None) -> None:
    counter = iter(range(10**6))
    game = attrs.evolve(
        szaman.GAME, start=lambda rules, *, seed=None: szaman.start(rules, seed=next(counter))
    )
    register_and_expect(game, "szaman, seed 0: the same seed dealt another first state")


def test_a_game_not_registered() -> None:
    game = attrs.evolve(szaman.GAME, name="szaman-copy")
    with pytest.raises(AssertionError, match="szaman-copy: the registry has no such game"):
        check(game)


def test_rules_of_another_game() -> None:
    with pytest.raises(AssertionError, match=r"szaman: Rules\(players=3.* is not a <class"):
        check_game(get_game("szaman"), rules=wizard.Rules(players=3))


def test_a_bot_that_cheats(registry: None) -> None:
    class Cheat:
        def __init__(self, seed: int | None = None) -> None:
            pass

        def choose(self, view: szaman.View) -> Play:
            return Play(Card.parse("W1"))

    game = attrs.evolve(szaman.GAME, bots={**szaman.GAME.bots, "cheat": Cheat})
    register_and_expect(game, WHERE + r"the bot 'cheat' chose Play\(card=Card.parse\('W1'\)")


def test_a_description_that_is_not_text(registry: None) -> None:
    game = attrs.evolve(szaman.GAME, describe=lambda view, names: [view.hand])
    register_and_expect(game, WHERE + r"describe\(\) gave \[\(Card")


def test_a_game_without_a_game_over_event(monkeypatch: pytest.MonkeyPatch) -> None:
    apply = szaman.State.apply

    def quiet(self: szaman.State, action: Play) -> Any:
        after, events = apply(self, action)
        return after, tuple(event for event in events if not isinstance(event, szaman.GameOver))

    monkeypatch.setattr(szaman.State, "apply", quiet)
    message = r"the last event is HandScored\(.*\), not a GameOver with the final scores"
    with pytest.raises(AssertionError, match=r"szaman, seed 0, decision \d+: " + message):
        check()


def register_and_expect(game: Game[Any, Any, Any, Any], message: str) -> None:
    games.register_game(game)
    with pytest.raises(AssertionError, match=message):
        check(game)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"games": 0}, "games must be an int of at least 1, not 0"),
        ({"games": "2"}, "games must be an int of at least 1, not '2'"),
    ],
)
def test_bad_arguments(kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(TricktakerError, match=re.escape(message)):
        check_game(get_game("szaman"), **kwargs)


def test_not_a_game() -> None:
    with pytest.raises(TricktakerError, match="check_game takes a Game, not 'szaman'"):
        check_game("szaman")  # type: ignore[arg-type]


def test_a_rule_without_a_description(registry: None) -> None:
    @attrs.frozen(kw_only=True)
    class Rules(szaman.Rules):
        """Szaman's rules, with an option the docstring does not describe.

        Attributes:
            players: 2 to 6.
        """

    game = attrs.evolve(szaman.GAME, rules=Rules)
    games.register_game(game)
    message = r"szaman: Rules.variant has no entry in the Attributes: section of Rules's docstring"
    with pytest.raises(AssertionError, match=message + r" \(the help of its option --variant\)"):
        check_game(game, rules=Rules(players=2, hands=1))


# -- explicit chance: the game's Dealing --------------------------------------------------------


def with_dealing(**changes: Any) -> Game[Any, Any, Any, Any]:
    assert szaman.GAME.dealing is not None
    return attrs.evolve(szaman.GAME, dealing=attrs.evolve(szaman.GAME.dealing, **changes))


def test_a_dealing_with_the_wrong_sizes(registry: None) -> None:
    game = with_dealing(sizes=lambda rules, number: (7, 54 - 7 * rules.players))
    register_and_expect(
        game,
        re.escape("szaman, seed 0: deal 1 dealt hands of [8, 8] cards and 38 more; its Dealing's ")
        + "sizes are 7 a hand and 40 more",
    )


def test_a_dealing_whose_start_ignores_the_scores(registry: None) -> None:
    assert szaman.GAME.dealing is not None
    start = szaman.GAME.dealing.start

    def forgetful(rules: Any, number: int, hands: Any, rest: Any, *, scores: Any, seed: int) -> Any:
        return start(rules, number, hands, rest, scores=(0,) * len(scores), seed=seed)

    game = with_dealing(start=forgetful)
    rules = szaman.Rules(players=2, hands=2)
    games._registry["szaman"] = game
    with pytest.raises(AssertionError, match="the Dealing's start laid deal 2's cards out as"):
        check_game(game, rules=rules, games=1)


def test_a_dealing_that_miscounts_the_deals(registry: None) -> None:
    register_and_expect(
        with_dealing(deals=lambda rules: 2), "the game dealt 1 deals; its Dealing says 2"
    )


def test_a_resample_that_shows_the_seat_another_view(registry: None) -> None:
    def careless(view: Any, rng: Any) -> Any:
        return szaman.new_game(view.rules, seed=rng.getrandbits(32))

    register_and_expect(
        with_dealing(resample=careless),
        "the Dealing's resample gave a state in which the seat to act sees another view",
    )
