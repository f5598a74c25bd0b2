"""A bot that searches: information-set Monte Carlo tree search over determinized worlds.

The bot is given only the view of its seat. Each *simulation* draws a world: a full game
state consistent with that view, the unseen cards dealt at random (the game supplies this
``determinize`` function). It descends one tree shared by every world, keyed by the sequence
of actions since the decision as the seat sees them; at each node it chooses among the actions
legal *in this world* by UCT (each seat choosing for itself, on its own value), adds the first
untried action it meets as a new node (in the canonical order, or the policy's choice first:
``expansion="policy"``), plays the rest of the round or hand out with a fast policy bot (each
game's heuristic), and backs the outcome up, as the game's ``evaluate`` values it for each
seat. An action's exploration bonus counts the simulations in which it was legal,
not its parent's visits, since in another world it may not be (Cowling, Powley and Whitehouse,
*Information Set Monte Carlo Tree Search*, 2012). Bids, trump choices and plays are all
searched the same way, and so are the later choices of every seat in a simulation.

After its budget (a count of simulations, or seconds) the bot plays the root action visited
most, ties to the better mean and then to the first in the canonical order, so a seeded bot
with a count budget replays identically.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Any, Generic, NamedTuple

from typing_extensions import TypeVar

from tricktaker.errors import TricktakerError
from tricktaker.events import Event
from tricktaker.games import Bot, GameState, SeatView, choices_of, decider_of

__all__ = [
    "BANK_SHARE",
    "DEFAULT_EXPLORATION",
    "EXPANSIONS",
    "OTHERS",
    "ActionValue",
    "Determinize",
    "Evaluate",
    "SearchBot",
    "budget",
]

S = TypeVar("S", bound=GameState[Any, Any], default=Any)
V = TypeVar("V", bound=SeatView[Any], default=Any)
A = TypeVar("A", default=Any)

Determinize = Callable[[V, random.Random, Sequence[V]], S]
"""``determinize(view, rng, earlier_views)``: a full state that ``view`` could be a view of.

``earlier_views`` are the views this bot was shown before, oldest first, for a game whose view
does not carry everything its seat has seen (Wizard's cards played earlier in the round)."""

Evaluate = Callable[[S, Sequence[Event], int], float | None]
"""``evaluate(state, events, seat)``: the value for ``seat`` once a playout reaches its
horizon (the events of the last action show it: the round or hand was scored), else None."""

EXPANSIONS = ("first", "policy")
"""The orders of expanding a node's untried actions. ``"first"`` takes them in the canonical
order of ``legal_actions()``; ``"policy"`` takes the rollout policy's choice first (the
heuristic as a prior), then the canonical order."""

OTHERS = ("search", "policy")
"""How the seats other than the searching one choose below the root. ``"search"``: by UCT on
their own values, as the searching seat does; ``"policy"``: as the rollout policy chooses, so
that the tree searches only the searching seat's own later choices (single-observer ISMCTS
with the others modelled by the policy, as the flat search models every seat)."""

BANK_SHARE = 0.25
"""With ``bank=True``, the share of the time saved so far that a searched decision adds to its
``seconds``: what a forced move saves is spent over the next few decisions, most at the
first."""

DEFAULT_EXPLORATION = 0.7
"""UCT's exploration constant, in units of the spread of the values seen in the search so far
(the highest less the lowest), so that one constant suits every game's scale of points."""


class ActionValue(NamedTuple):
    """What a search found of one root action (:meth:`tricktaker.bots.SearchBot.search`)."""

    visits: int
    """The simulations that began with it."""
    mean: float
    """Its mean value over them, for the seat searching (the game's ``evaluate``)."""


class _Node:
    """An action's node: how often it was chosen, the sum of its values for the seat that
    chose it, how often it was legal when its parent was visited, and the nodes below."""

    __slots__ = ("available", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 0


class SearchBot(Bot[V, A], Generic[S, V, A]):
    """Information-set Monte Carlo tree search with a rollout policy; the budget is per decision.

    ``SearchBot[wizard.State, wizard.View, wizard.Action]`` searches Wizard's states; it is a
    ``Bot[wizard.View, wizard.Action]``.

    Args:
        determinize: builds a full state consistent with a view
            (:data:`~tricktaker.bots.search.Determinize`).
        evaluate: scores a simulation's end for a seat
            (:data:`~tricktaker.bots.search.Evaluate`).
        policy: makes the bot that plays the rollouts out, from a seed (each game's heuristic
            bot); it too is shown views only, of the sampled worlds.
        simulations: at most this many simulations per decision (each one world, one descent
            and one rollout); None for no limit but ``seconds``.
        seconds: stop after this many seconds of search; None for no time limit. A time
            budget makes the choice depend on the machine's speed: for reproducible runs give
            ``simulations`` alone. At least one simulation is always run.
        clock: what ``seconds`` are read from: ``time.perf_counter`` (the default, the
            time a player waits) or ``time.process_time`` (this process's CPU time, so
            that bots compared on a loaded machine get the search they were given).
        exploration: UCT's constant
            (:data:`~tricktaker.bots.search.DEFAULT_EXPLORATION`), in units of the spread
            of the values seen so far.
        expansion: which untried action of a node is expanded first
            (:data:`~tricktaker.bots.search.EXPANSIONS`): ``"first"`` (the default) or
            ``"policy"``, the policy bot's choice, which costs one more call of it a
            simulation. ``"policy"`` was not shown the stronger at 50 simulations
            against the flat search, in Wizard or Oh Hell (``benchmarks/logs/tuning.md``).
        widening: progressive widening below the root, None (the default) for none: a node
            there has at most ``1 + int(widening * sqrt(visits))`` children, the policy's
            choice expanded first, so that the seats' later choices follow the policy until
            they are visited often enough to search. 0.5 was not shown stronger in 200
            games of Wizard at 100 simulations (``benchmarks/logs/tuning.md``).
        bank: with ``seconds``, keep the time that decisions leave unspent (a forced move is
            played at once, and a search may stop short of or just past its deadline) and add
            a share of it (:data:`~tricktaker.bots.search.BANK_SHARE`) to each searched
            decision's ``seconds``, so that over a game the mean time a decision, forced moves
            included, comes to ``seconds`` less what is still kept at the end; without it
            the mean is less (by a fifth in Wizard). A bot keeps one bank for every game it
            plays: make one a game to keep them apart. Off by default.
        sweep: play each world drawn once from every root action, as the flat search
            does (:class:`~tricktaker.bots.FlatSearchBot`), so that the root's actions are
            compared in the same worlds (common random numbers), the tree searched below
            the root by UCT as without it; the budget is then checked after each world, so
            a decision may run up to one world's simulations past ``simulations`` or
            ``seconds``. Off by default (UCT chooses at the root too, a world a simulation).
            With ``expansion="policy"``, at the flat search's CPU time (4.7 ms), 600 games of
            Wizard, it won 30.1% (27.6–32.7%) against 22.2% (19.9–24.6%)
            (``docs/strength.md``, with the other games).
        halving: with ``sweep``, sequential halving at the root (Karnin, Koren and Somekh,
            *Almost Optimal Exploration in Multi-Armed Bandits*, 2013): the budget is shared
            equally among ``ceil(log2(n))`` phases for ``n`` legal actions, and after each
            phase only the better half of the actions swept (by their mean, every one played in
            the same worlds) is swept on, so that the last two are compared in the most
            worlds; a phase ends, as the sweep does, after the world that reaches its share.
            Off by default. With ``others="policy"``, ``widening=0.5`` and the policy's
            expansion, at the flat search's CPU time, it was ahead with the intervals apart in
            Hearts (28.6%, 26.1–31.2%, against 22.7%, 20.4–25.1%) and bridge, not in Oh Hell or
            Szaman (``docs/strength.md``).
        settle: with ``sweep``, end a decision early once it is settled: after at least this
            many worlds, one root action still swept has done at least as well as every other
            in each world drawn (as at a round's end whose outcome no choice can change,
            where every action agrees in every world), so that the budget goes to the
            decisions whose worlds disagree (with ``bank``, the time saved goes to the next
            decisions). None (the default): the whole budget is searched. With ``8``, halving,
            ``others="policy"``, ``widening=0.5`` and the policy's expansion, at the flat
            search's CPU time, 5,000 games of Oh Hell in duplicate, it won 26.7% (25.8–27.6%)
            against 24.5% (23.7–25.4%); in Szaman, level (``docs/strength.md``).
        margin: with ``settle``, a decision is also settled once no other root action still
            swept is likely to beat the leader (the one of the best total) by more than this
            share of the spread of the values seen: for each, the mean of its values less
            the leader's, world by world, plus twice the standard error of that mean, is at
            most ``margin`` times that spread. ``0``: the leader is ahead of every other
            beyond the worlds' noise. None (the default): only a leader best in every world
            settles. With ``settle=8, margin=0`` and the halving settings above, at the flat
            search's CPU time, 12,000 games of Szaman in duplicate, it won 26.1%
            (25.565–26.676%) against 25.0% (24.464–25.560%) (``docs/strength.md``).
        others: how the other seats choose below the root
            (:data:`~tricktaker.bots.search.OTHERS`): ``"search"`` (the default), by UCT on
            their own values, each a node of the tree that mixes the worlds in which it holds
            different cards; or ``"policy"``, as the rollout policy chooses in the world (one
            call of it a choice), so that only the searching seat's later choices are
            searched; a node the policy's choice adds does not end the descent, which goes on
            to the seat's next new node, and only the searching seat's value is asked of
            ``evaluate`` (the spread that scales UCT's constant is then of its values alone).
            The searching seat is the one that decides for the root (the declarer for
            bridge's dummy too).
        seed: seeds the sampling and the policy bot.

    Each game registers a ready-made one as ``"search"`` in its :class:`~tricktaker.Game`
    ``bots``:

    >>> from tricktaker import get_game, wizard
    >>> bot = get_game("wizard").bots["search"](7)
    >>> state = wizard.new_game(wizard.Rules(players=3), seed=2)
    >>> bot.choose(state.view(state.to_act)) in state.legal_actions()
    True
    """

    def __init__(
        self,
        *,
        determinize: Determinize[V, S],
        evaluate: Evaluate[S],
        policy: Callable[[int | None], Bot[V, A]],
        simulations: int | None = 100,
        seconds: float | None = None,
        clock: Callable[[], float] = time.perf_counter,
        exploration: float = DEFAULT_EXPLORATION,
        expansion: str = "first",
        widening: float | None = None,
        bank: bool = False,
        sweep: bool = False,
        halving: bool = False,
        settle: int | None = None,
        margin: float | None = None,
        others: str = "search",
        seed: int | None = None,
    ) -> None:
        if simulations is None and seconds is None:
            raise TricktakerError("a SearchBot needs a budget: simulations, seconds or both")
        if simulations is not None and (type(simulations) is not int or simulations < 1):
            raise TricktakerError(f"simulations must be an int of at least 1, not {simulations!r}")
        if seconds is not None and not seconds > 0:
            raise TricktakerError(f"seconds must be above 0, not {seconds!r}")
        if not exploration >= 0:
            raise TricktakerError(f"exploration must be 0 or more, not {exploration!r}")
        if expansion not in EXPANSIONS:
            raise TricktakerError(
                f"expansion must be one of {', '.join(map(repr, EXPANSIONS))}, not {expansion!r}"
            )
        if others not in OTHERS:
            raise TricktakerError(
                f"others must be one of {', '.join(map(repr, OTHERS))}, not {others!r}"
            )
        if widening is not None and not widening > 0:
            raise TricktakerError(f"widening must be above 0 or None, not {widening!r}")
        if bank and seconds is None:
            raise TricktakerError("bank needs a budget in seconds: a count has none to carry over")
        if halving and not sweep:
            raise TricktakerError("halving needs sweep=True: it halves the root actions swept")
        if settle is not None:
            if type(settle) is not int or settle < 1:
                raise TricktakerError(
                    f"settle must be an int of at least 1 or None, not {settle!r}"
                )
            if not sweep:
                raise TricktakerError("settle needs sweep=True: it compares actions world by world")
        if margin is not None:
            if settle is None:
                raise TricktakerError("margin needs settle: it settles a decision sooner")
            if not margin >= 0:
                raise TricktakerError(f"margin must be 0 or more, or None, not {margin!r}")
        self._expand_by_policy = expansion == "policy"
        self._widening = widening
        self._determinize = determinize
        self._evaluate = evaluate
        self._rng = random.Random(seed)
        self._policy = policy(self._rng.getrandbits(32))
        self._simulations = simulations
        self._seconds = seconds
        self._clock = clock
        self._exploration = exploration
        self._bank = bank
        self._sweep = sweep
        self._halving = halving
        self._settle = settle
        self._margin = margin
        self._others_by_policy = others == "policy"
        self._saved = 0.0  # with bank: seconds given less seconds spent, over the decisions so far
        self._earlier: list[V] = []
        self._low = math.inf  # the lowest and highest values backed up in this decision
        self._high = -math.inf

    def choose(self, view: V) -> A:
        """The legal action of ``view`` that the search visited most (ties to the better
        mean, then to the first in the canonical order); a forced move is played unsearched."""
        start = self._clock() if self._bank else None  # the bank counts the whole decision
        legal: tuple[A, ...] = choices_of(view)
        if len(legal) == 1:
            self._earlier.append(view)
            if start is not None:
                self._bank_time(start)
            return legal[0]
        tried = self._search(view, start)

        def rank(i: int) -> tuple[int, float, int]:
            found = tried.get(legal[i])
            if found is None:
                return (0, -math.inf, -i)
            return (found.visits, found.mean, -i)

        return legal[max(range(len(legal)), key=rank)]

    def search(self, view: V) -> dict[A, ActionValue]:
        """One decision's search at ``view``, as :meth:`choose` runs it (``view`` then
        counts as shown to this bot, as :meth:`choose` counts it): each root action tried,
        with its visits and its mean value for ``view.seat``, in the order first tried. For
        looking into a choice, or comparing budgets and settings on the same positions
        (``benchmarks/search_regret.py``).

        >>> from tricktaker import ohhell
        >>> view = ohhell.new_game(ohhell.Rules(players=4), seed=3).view(1)
        >>> tried = ohhell.search_bot(seed=1, simulations=30).search(view)
        >>> sum(value.visits for value in tried.values()), set(tried) <= set(view.legal_actions())
        (30, True)
        """
        choices_of(view)  # refuses a view with no action to take
        return self._search(view, None)

    def _search(self, view: V, start: float | None) -> dict[A, ActionValue]:
        """:meth:`search` at ``view``, which has a legal action; the decision began at
        ``start`` on the clock (None: now)."""
        earlier = tuple(self._earlier)
        self._earlier.append(view)
        clock = self._clock
        if start is None:
            start = clock()
        seconds = self._seconds
        if seconds is not None and self._bank:
            seconds += BANK_SHARE * self._saved
        root = _Node()
        self._low, self._high = math.inf, -math.inf
        swept = view.legal_actions() if self._sweep else ()  # the seat's: every world's too
        # With halving, the budget is shared among ceil(log2(n)) phases for n root actions.
        phases = (len(swept) - 1).bit_length() if self._halving and len(swept) > 2 else 1
        phase = 1
        done = 0
        settle = self._settle
        seen: dict[A, list[float]] = {action: [] for action in swept}  # each world's values
        while True:
            world = self._determinize(view, self._rng, earlier)
            if swept:
                for action in swept:
                    seen[action].append(self._simulate(root, world, view.seat, action))
                    done += 1
                worlds = len(seen[swept[0]])
                if settle is not None and worlds >= settle and self._is_settled(swept, seen):
                    break
            else:
                self._simulate(root, world, view.seat)
                done += 1
            share = phase / phases
            if (self._simulations is not None and done >= share * self._simulations) or (
                seconds is not None and clock() >= start + share * seconds
            ):
                if phase == phases:
                    break
                phase += 1
                swept = _better_half(swept, root.children)
        if self._bank:
            self._bank_time(start)
        return {
            action: ActionValue(child.visits, child.total / child.visits)
            for action, child in root.children.items()
        }

    def _is_settled(self, swept: Sequence[A], seen: dict[Any, list[float]]) -> bool:
        """Whether the decision is settled after the worlds ``seen``: one of the ``swept``
        actions did at least as well as each other in every world, or, with a ``margin``, no
        other is likely to be better than the leader by more than the margin."""
        leader = _leader(swept, seen)
        others = [seen[action] for action in swept]
        if _settled(leader, others):
            return True
        if self._margin is None:
            return False
        spread = self._high - self._low if self._high > self._low else 0.0
        return _within(leader, others, self._margin * spread)

    def _bank_time(self, start: float) -> None:
        """Keep what the decision begun at ``start`` left unspent of its ``seconds`` (less
        than nothing if it overran)."""
        assert self._seconds is not None  # a bank needs seconds
        self._saved += self._seconds - (self._clock() - start)

    def _simulate(self, root: _Node, world: S, seat: int, first: A | None = None) -> float:
        """One simulation in ``world``: descend (from the root by ``first`` if given),
        expand one node, roll out, back up; the value backed up to the root's child, for the
        seat that chose it."""
        path: list[tuple[_Node, int]] = []  # each node chosen, with the seat that chose it
        node = root
        state = world
        evaluate = self._evaluate
        policy = self._policy
        others_by_policy = self._others_by_policy
        while True:
            actor = decider_of(state)
            if actor is None:
                raise TricktakerError("the game ended before the search's horizon was scored")
            # Neither the sweep's root action nor another seat's choice by the policy is
            # chosen by UCT among its siblings, so no count of what was legal is kept there.
            if node is root and first is not None:
                action = first
                child, new = _child(root, action)
            elif actor != seat and others_by_policy:
                # Nothing to search here: descend to the seat's own next choice.
                action = policy.choose(state.view(actor))
                child, _ = _child(node, action)
                new = False
            else:
                child, action, new = self._select(node, state, actor, node is root)
            path.append((child, actor))
            state, events = state.apply(action)
            value = evaluate(state, events, seat)
            if value is not None or new:
                break
            node = child
        while value is None:  # the rollout, from the new node to the horizon
            actor = decider_of(state)
            if actor is None:
                raise TricktakerError("the game ended before the search's horizon was scored")
            state, events = state.apply(policy.choose(state.view(actor)))
            value = evaluate(state, events, seat)
        values = {seat: value}
        for child, actor in path:
            if actor not in values:
                if others_by_policy:  # its values choose nothing: not even evaluated
                    child.visits += 1
                    continue
                actor_value = evaluate(state, events, actor)
                assert actor_value is not None  # the horizon is the same for every seat
                values[actor] = actor_value
            child.visits += 1
            child.total += values[actor]
        self._low = min(self._low, *values.values())
        self._high = max(self._high, *values.values())
        return values[path[0][1]]

    def _select(self, node: _Node, state: S, actor: int, at_root: bool) -> tuple[_Node, A, bool]:
        """The child of ``node`` to descend to among the actions legal in ``state``, the
        action, and whether the child is new: an action never tried here (the first in the
        canonical order; with the expansion ``"policy"``, first the policy's choice for
        ``actor`` if it is untried, asked while the node has fewer children than there are
        legal actions), else the best by UCT (its mean plus a bonus that shrinks
        as it is chosen more often than it was legal). Every legal child's count of times
        legal grows by one.

        With ``widening`` a node below the root is widened progressively: it has at most
        ``1 + int(widening * sqrt(visits))`` children, the policy's choice for ``actor``
        expanded first, then the untried actions in the canonical order; while it may not
        widen, UCT chooses among its children legal here, and if none is, the policy's
        choice is expanded."""
        legal: Sequence[A] = state.legal_actions()
        children = node.children
        widening = None if at_root else self._widening
        if widening is None:
            may_widen = True
            policy_first = self._expand_by_policy and len(children) < len(legal)
        else:
            may_widen = policy_first = len(children) < 1 + int(widening * math.sqrt(node.visits))
        if policy_first:
            choice = self._policy.choose(state.view(actor))
            if choice not in children:
                return self._expand(children, choice, legal), choice, True
        best = -1
        best_score = -math.inf
        spread = self._high - self._low if self._high > self._low else 1.0
        scale = self._exploration * spread
        for i, action in enumerate(legal):
            child = children.get(action)
            if child is None:
                if may_widen:
                    return self._expand(children, action, legal), action, True
                continue
            score = child.total / child.visits + scale * math.sqrt(
                math.log(child.available + 1) / child.visits
            )
            if score > best_score:
                best, best_score = i, score
        if best < 0:  # widening, and no child is legal in this world
            choice = self._policy.choose(state.view(actor))
            return self._expand(children, choice, legal), choice, True
        for action in legal:
            child = children.get(action)
            if child is not None:
                child.available += 1
        action = legal[best]
        return children[action], action, False

    @staticmethod
    def _expand(children: dict[Any, _Node], action: A, legal: Sequence[A]) -> _Node:
        """The new child of ``action``, legal once; the tried ones legal in this visit are
        counted legal once more."""
        child = children[action] = _Node()
        for other in legal:  # the new child among them: its own first time legal
            tried = children.get(other)
            if tried is not None:
                tried.available += 1
        return child


def _child(node: _Node, action: A) -> tuple[_Node, bool]:
    """The child of ``node`` for ``action``, and whether it is new (added now)."""
    child = node.children.get(action)
    if child is None:
        child = node.children[action] = _Node()
        return child, True
    return child, False


def _better_half(actions: Sequence[A], children: dict[Any, _Node]) -> tuple[A, ...]:
    """The better half of ``actions`` (rounded up) by their mean at the root, in their order;
    every one was played in the same worlds, so their means compare them on equal terms."""

    def mean(action: A) -> float:
        child = children[action]
        return child.total / child.visits

    # sorted() is stable in reverse too: equal means keep the canonical order.
    better = set(sorted(actions, key=mean, reverse=True)[: len(actions) - len(actions) // 2])
    return tuple(action for action in actions if action in better)


def _leader(actions: Sequence[A], seen: dict[Any, list[float]]) -> list[float]:
    """The values, world by world, of the first of ``actions`` of the best total in ``seen``
    (every action's values, all played in the same worlds), as the choice at the root takes
    it."""
    return seen[max(actions, key=lambda action: sum(seen[action]))]


def _settled(leader: list[float], others: Sequence[list[float]]) -> bool:
    """Whether the ``leader``'s values are at least as good as each of the ``others`` in
    every world."""
    return all(
        all(mine >= theirs for mine, theirs in zip(leader, other, strict=True)) for other in others
    )


def _within(leader: list[float], others: Sequence[list[float]], tolerance: float) -> bool:
    """Whether none of the ``others`` is likely to beat the ``leader`` by more than
    ``tolerance``: for each, the mean of its values less the leader's, world by world, plus
    twice the standard error of that mean, is at most ``tolerance``."""
    count = len(leader)  # at least 2: after one world the leader did best in it, settled
    for other in others:
        gaps = [theirs - mine for mine, theirs in zip(leader, other, strict=True)]
        mean = sum(gaps) / count
        variance = sum((gap - mean) ** 2 for gap in gaps) / (count - 1)
        if mean + 2 * math.sqrt(variance / count) > tolerance:
            return False
    return True


def budget(
    simulations: int | None, seconds: float | None, playouts: int | None, time_ms: float | None
) -> tuple[int | None, float | None]:
    """The ``(simulations, seconds)`` of a game's ``search_bot`` called with the previous
    release's names as well: ``playouts`` counts simulations, ``time_ms`` is milliseconds;
    given ``time_ms``, ``playouts`` (None by default) replaces ``simulations`` as it did.

    >>> budget(100, None, None, None), budget(100, None, 16, None), budget(100, None, None, 5)
    ((100, None), (16, None), (None, 0.005))
    """
    if time_ms is not None:
        return playouts, time_ms / 1000
    return (simulations if playouts is None else playouts), seconds
