"""Game records: the rules, the seed and the actions of a game, which replay it exactly.

A record is all a server needs to store to restore a game, and all a viewer needs to replay
one: the deals come from the seed, so the actions alone fix everything else. A record may
also give the cards of its first deals (a deal played at a table, a puzzle): those deals are
laid out from them, the later ones come from the seed.

>>> from tricktaker import GameRecord, wizard
>>> state = wizard.new_game(wizard.Rules(players=3), seed=2)
>>> record = GameRecord(game="wizard", rules=state.rules, seed=2, actions=(wizard.Bid(1),))
>>> record.replay() == state.apply(wizard.Bid(1))[0]
True
>>> GameRecord(game="wizard", rules=state.rules, seed=2, actions=(wizard.Bid(7),)).replay()
Traceback (most recent call last):
...
tricktaker.ReplayError: action 0 (bid 7) is illegal: cannot bid 7: bids are 0 to 1
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from typing import Any

import attrs

from tricktaker._version import __version__
from tricktaker.cards import Card
from tricktaker.consistency import SEED
from tricktaker.errors import IllegalActionError, ReplayError, RulesError, TricktakerError
from tricktaker.events import Event
from tricktaker.games import GameState, check_seed, get_game
from tricktaker.serialize import (
    AnyAction,
    AnyRules,
    game_types,
    register_types,
    to_data,
)

__all__ = ["GameRecord", "check_record", "replay", "replay_steps"]


@attrs.frozen(kw_only=True)
class GameRecord:
    """A game as ``(rules, seed, actions)``: replaying it gives the identical final state.

    Attributes:
        game: the registry name of the game (``"wizard"``, ``"szaman"``).
        rules: the game's ``Rules``.
        seed: the seed of the deals.
        actions: every action taken, in order, from the first deal on.
        deals: the cards of the game's first deals, given rather than drawn from the seed
            (the deals after them come from the seed); each deal's cards in the order
            explicit chance deals them (:mod:`tricktaker.chance`): the hand of each seat
            dealt in, in seat order, then the cards dealt to no one. None: every deal from
            the seed.
        version: the version of tricktaker that made the record. A seed gives the same deals
            within a release; a record from another release may replay differently.

    Raises:
        TricktakerError: an unknown game, or rules that are not that game's.
    """

    game: str
    rules: Any
    seed: int
    actions: tuple[Any, ...] = ()
    version: str = __version__
    deals: tuple[tuple[Card, ...], ...] | None = None

    def __attrs_post_init__(self) -> None:
        if type(self.game) is not str:
            raise TricktakerError(f"GameRecord.game must be a game's name, not {self.game!r}")
        game = get_game(self.game)
        if not (isinstance(game.rules, type) and isinstance(self.rules, game.rules)):
            raise TricktakerError(
                f"GameRecord.rules must be the rules of {game.title}, not {self.rules!r}"
            )
        try:
            check_seed(self.seed)
        except TricktakerError as error:
            raise TricktakerError(f"GameRecord.{error}") from None
        if type(self.actions) is not tuple:
            raise TricktakerError(f"GameRecord.actions must be a tuple, not {self.actions!r}")
        if type(self.version) is not str:
            raise TricktakerError(f"GameRecord.version must be a str, not {self.version!r}")
        if self.deals is not None:
            _check_deals(self.deals, game, self.rules)

    def replay(self) -> Any:
        """The state after every action of the record (see :func:`replay`)."""
        return replay(self)


def replay_steps(record: GameRecord) -> Iterator[tuple[GameState[Any, Any], tuple[Event, ...]]]:
    """The states of a replay with the events that led to each: first the new game and its
    opening events, then one pair per action.

    Raises:
        ReplayError: at the first action that is illegal where it stands.
    """
    game = get_game(record.game)
    state, events = game.start(record.rules, seed=record.seed)
    given, laid = record.deals or (), 1
    if given:
        state, events = _laid_out(record, state, events, 0)
    yield state, events
    for index, action in enumerate(record.actions):
        try:
            number = _number(game, state) if laid < len(given) else None
            state, events = state.apply(action)
            if number is not None and not state.is_over and _number(game, state) != number:
                state, events = _laid_out(record, state, events, laid)
                laid += 1
        except IllegalActionError as error:
            note = ""
            if record.version != __version__:
                note = (
                    f" (the record was made by tricktaker {record.version}, this is "
                    f"{__version__}: deals may differ between releases)"
                )
            raise ReplayError(
                f"action {index} ({_describe(action)}) is illegal: {_describe(error, 300)}{note}",
                index=index,
                action=action,
                reason=str(error),
                code=error.code,
            ) from None
        yield state, events


def replay(record: GameRecord) -> Any:
    """The state that ``record``'s actions lead to from its first deal.

    >>> from tricktaker import szaman
    >>> record = GameRecord(game="szaman", rules=szaman.Rules(players=2), seed=1)
    >>> replay(record) == szaman.new_game(szaman.Rules(players=2), seed=1)
    True

    Raises:
        ReplayError: an action is illegal where it stands; ``error.index`` is its position
            in ``record.actions`` and ``error.reason`` what the game said.
    """
    if not isinstance(record, GameRecord):
        raise TricktakerError(f"replay takes a GameRecord, not {record!r}")
    ((state, _),) = deque(replay_steps(record), maxlen=1)
    return state


def _number(game: Any, state: Any) -> int:
    number: int = game.dealing.number(state)
    return number


def _laid_out(
    record: GameRecord, state: Any, events: tuple[Event, ...], index: int
) -> tuple[Any, tuple[Event, ...]]:
    """``state``, a deal just dealt from the seed with ``events`` ending in its events, laid
    out from the record's given deal ``index`` instead (its events in place of the seeded
    deal's)."""
    dealing, cards = get_game(record.game).dealing, (record.deals or ())[index]
    assert dealing is not None  # checked as the record was made
    rules, number = record.rules, dealing.number(state)
    hands, rest = dealing.split(rules, number, cards)
    try:
        laid, dealt = dealing.start(
            rules, number, hands, rest, scores=state.scores, seed=record.seed
        )
    except RulesError as error:
        raise TricktakerError(f"GameRecord.deals[{index}]: {error}") from None
    return laid, events[: len(events) - len(dealt)] + dealt


def _check_deals(deals: object, game: Any, rules: Any) -> None:
    """Raise unless ``deals`` is a tuple of the cards of deals that ``game`` deals under
    ``rules`` from its first deal on: as many as each deals, each card of its deck once."""
    dealing = game.dealing
    if dealing is None:
        raise TricktakerError(f"GameRecord.deals: {game.title} deals only from the seed")
    if type(deals) is not tuple or not 0 < len(deals) <= dealing.deals(rules):
        raise TricktakerError(
            f"GameRecord.deals must be a tuple of 1 to {dealing.deals(rules)} deals (or None), "
            f"not {deals!r}"
        )
    deck = frozenset(dealing.deck(rules))
    first = dealing.first_number(rules)
    for index, cards in enumerate(deals):
        size, rest = dealing.sizes(rules, first + index)
        dealt = len(dealing.seats_dealt(rules, first + index)) * size + rest
        if type(cards) is not tuple or len(cards) != dealt or len(set(cards)) != dealt:
            raise TricktakerError(
                f"GameRecord.deals[{index}] must be a tuple of the {dealt} different cards "
                f"that deal deals, not {cards!r}"
            )
        strange = [card for card in cards if type(card) is not Card or card not in deck]
        if strange:
            raise TricktakerError(
                f"GameRecord.deals[{index}]: {strange[0]!r} is no card of {game.title}'s deck"
            )


def _describe(value: object, limit: int = 60) -> str:
    text = str(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def check_record(record: GameRecord) -> None:
    """Raise :class:`~tricktaker.TricktakerError` unless every action of ``record`` is an
    action of its game (what :func:`~tricktaker.from_json` checks of a record)."""
    allowed = game_types(record.game, "action")
    for index, action in enumerate(record.actions):
        if type(action) not in allowed:
            tag = to_data(action)["type"]
            raise TricktakerError(f"actions[{index}] is a {tag}, not an action of {record.game}")


register_types(
    "",
    [GameRecord],
    checks={GameRecord: check_record},
    fields={GameRecord: {"rules": AnyRules, "actions": tuple[AnyAction, ...]}},
    bounds={GameRecord: {"seed": SEED}},
)
