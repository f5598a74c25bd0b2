"""The command line's front ends: ``play`` (a game against bots), ``simulate`` (bots against
bots over many games) and ``replay`` (a saved game, trick by trick).

They use the standard library only, like the core: colour is plain ANSI, and only where the
output is a terminal and ``NO_COLOR`` is unset. Nothing here knows a game by name: each game's
:class:`~tricktaker.Game` supplies its rules, bots, narration and how a turn is shown, and the
command line's options for its rules are derived from its ``Rules`` class (``options``).
Ctrl-C ends each command without a traceback, keeping what was done (``interrupt``).
"""
