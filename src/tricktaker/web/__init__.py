"""``tricktaker serve``: tables of every registered game on the web (the ``web`` extra).

- ``limits``: :class:`Limits`, everything the server allows a client;
- :mod:`~tricktaker.web.protocol`: every message both ways, the one source of the JSON
  Schema and the TypeScript types (``docs/protocol.md`` describes them);
- :mod:`~tricktaker.web.messages`: every text for people, keyed by a code;
- ``wire``: reading a client's message safely;
- ``lobby``, ``room``: the tables;
- ``spectate``: what a spectator is shown;
- ``connection``, ``app``: the websocket and the application (these two import Starlette
  and uvicorn; the rest of the package does not).

The core of tricktaker never imports this package.
"""

from __future__ import annotations

from tricktaker.plugin import public_dir
from tricktaker.web.limits import Limits, LimitsError

__all__ = ["Limits", "LimitsError"]

__dir__ = public_dir(globals())  # dir() shows the package's names, not its imports
