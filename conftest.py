"""pytest's doctest collection (``--doctest-modules`` over ``src/tricktaker``) imports every
module; an adapter imports its optional framework, so its module is left out where that
framework is not installed (its tests in tests/adapters/ skip themselves there)."""

from __future__ import annotations

import importlib.util

_ADAPTERS = {
    "pettingzoo": "src/tricktaker/adapters/pettingzoo.py",
    "pyspiel": "src/tricktaker/adapters/openspiel.py",
    "babel": "src/tricktaker/web/i18n.py",  # the [web] extra's catalogs
}

collect_ignore = [
    path for framework, path in _ADAPTERS.items() if importlib.util.find_spec(framework) is None
]
