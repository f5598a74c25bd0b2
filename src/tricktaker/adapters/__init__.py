"""Adapters that put tricktaker's games into other frameworks, each an optional extra.

Each module here imports its framework, so it is importable only with that extra installed
(``pip install "tricktaker[pettingzoo]"`` for :mod:`tricktaker.adapters.pettingzoo`); the
rest of tricktaker never imports them. They build on :mod:`tricktaker.encoding`, which needs
nothing beyond tricktaker itself.
"""
