"""Write your own Wizard bot and play it against the built-in ones.

python examples/custom_bot.py
"""

from __future__ import annotations

from tricktaker import Bot, Play, wizard
from tricktaker.bots import RandomBot, play_game


class GreedyBot:
    """Bids one trick per Wizard and plays its highest legal card."""

    def choose(self, view: wizard.View) -> wizard.Action:
        legal = view.legal_actions()
        if view.phase is wizard.Phase.BID:
            wizards = sum(card.is_wizard for card in view.hand)
            allowed = [a.tricks for a in legal if isinstance(a, wizard.Bid)]
            return wizard.Bid(min(allowed, key=lambda n: abs(n - wizards)))
        if view.phase is wizard.Phase.PLAY:
            plays = [a for a in legal if isinstance(a, Play)]
            return max(plays, key=lambda play: play.card.is_wizard * 100 + play.card.index)
        return legal[0]  # choosing trump: the first suit will do


def main() -> None:
    rules = wizard.Rules(players=4, hook=True)
    bots: list[Bot] = [
        GreedyBot(),
        wizard.HeuristicBot(seed=1),
        RandomBot(seed=2),
        RandomBot(seed=3),
    ]
    final, events = play_game(wizard.new_game(rules, seed=2026), bots)
    names = ["greedy", "heuristic", "random", "random"]
    for seat, (name, score) in enumerate(zip(names, final.scores, strict=True)):
        print(f"seat {seat} {name:<9} {score:>5}")
    print(f"{len(events)} events; winners: {', '.join(names[s] for s in final.winners)}")


if __name__ == "__main__":
    main()
