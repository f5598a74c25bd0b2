"""``tricktaker serve``: tables of every registered game on the web (the ``web`` extra).

- :mod:`~tricktaker.web.limits`: :class:`Limits`, everything the server allows a client;
- :mod:`~tricktaker.web.protocol`: every message both ways, the one source of the JSON
  Schema and the TypeScript types (``docs/protocol.md`` describes them);
- :mod:`~tricktaker.web.messages`: every text for people, keyed by a code;
- :mod:`~tricktaker.web.wire`: reading a client's message safely;
- :mod:`~tricktaker.web.lobby`, :mod:`~tricktaker.web.room`: the tables;
- :mod:`~tricktaker.web.spectate`: what a spectator is shown;
- :mod:`~tricktaker.web.connection`, :mod:`~tricktaker.web.app`: the websocket and the
  application (these two import Starlette and uvicorn; the rest of the package does not).

The core of tricktaker never imports this package.
"""

from __future__ import annotations

from tricktaker.web.limits import Limits, LimitsError

__all__ = ["Limits", "LimitsError"]
