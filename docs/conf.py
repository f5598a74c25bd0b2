"""Sphinx configuration for tricktaker's documentation."""

from __future__ import annotations

import tricktaker

project = "tricktaker"
author = "The tricktaker developers"
copyright = "2026, The tricktaker developers"
release = tricktaker.__version__
version = release

extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",
    "sphinx.ext.doctest",
    "sphinx.ext.viewcode",
    "myst_parser",
]

source_suffix = {".rst": "restructuredtext", ".md": "markdown"}
exclude_patterns = ["_build"]
myst_enable_extensions = ["colon_fence"]
myst_heading_anchors = 3

html_theme = "furo"
html_title = f"tricktaker {release}"
html_static_path: list[str] = []

autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_default_options = {"members": True, "show-inheritance": True}
napoleon_google_docstring = True
napoleon_numpy_docstring = False

# The docs build offline (no intersphinx inventories), so references to the standard library
# and to attrs cannot resolve; everything of tricktaker's own must.
nitpicky = True
nitpick_ignore_regex = [
    (r"py:.*", r"(typing|typing_extensions|collections\.abc|enum|argparse|attrs|random|types)\..*"),
    (r"py:.*", r"fractions\..*"),
    (r"py:class", r"(int|str|bool|float|object|tuple|list|dict|range|type|None|Any|TextIO)"),
    (r"py:class", r"(Callable|Mapping|Sequence|Iterable|Iterator|TypeVar|NoReturn|Protocol)"),
    (r"py:.*", r"(concurrent\.futures|multiprocessing|pathlib|os|sqlite3)\..*"),
    (r"py:class", r"Generator"),
    (r"py:class", r"(Exception|ValueError|TypeError|enum\.Enum|enum\.IntEnum|IntEnum|Enum)"),
    (r"py:class", r"(S|T|_T|ViewT|ActionT|R|V|A)"),
    (r"py:class", r"tricktaker\..*\.(S|T)"),
    (r"py:(obj|class)", r"tricktaker\.table\.(S|S_co|C|V|V_co)"),
    (r"py:(obj|class)", r"tricktaker\.moves\.(A|A_co)"),
    (r"py:(obj|class)", r"tricktaker\.engine\.states\.(R|P|A|V)"),
    (r"py:class", r"S_co"),
    (r"py:.*", r"(pettingzoo|gymnasium|numpy|pyspiel)\..*"),
    (r"py:(obj|class)", r"tricktaker\.games\.(A|A_co|V|V_co|V_contra|R|R_contra|S|S_co)"),
    (r"py:(obj|class)", r"tricktaker\.bots\.(search|basic|flat|parts)\.(S|V|A)"),
    (r"py:(obj|class)", r"tricktaker\.engine\.worlds\.(S|V)"),
    (r"py:(obj|class)", r"tricktaker\.engine\.start\.(R|S|D|R_contra|D_contra|S_co)"),
    (r"py:(obj|class)", r"tricktaker\.engine\.actions\.B"),
    (r"py:(obj|class)", r"tricktaker\.deals\.(R|S|R_contra|S_co|Hands)"),
    (r"py:(obj|class)", r"tricktaker\.words\.R"),
    (r"py:class", r"gettext\..*"),
    # AnyGame in a signature: Game[Any, Any, Any, Any], documented as tricktaker.Game
    (r"py:class", r"tricktaker\.games\.Game"),
    # a bot's base, Bot[View, Action], made before the package names Bot tricktaker.Bot
    (r"py:class", r"tricktaker\.games\.Bot"),
    # and SeededBot[View, Action], before tricktaker.bots names it tricktaker.bots.SeededBot
    (r"py:class", r"tricktaker\.bots\.basic\.SeededBot"),
]

# The adapters import their frameworks (optional extras, which the docs tools leave out):
# autodoc reads them against stand-ins of those frameworks.
autodoc_mock_imports = ["pettingzoo", "gymnasium", "numpy", "pyspiel"]

# Docstring examples are run by pytest (--doctest-modules) in their modules' namespaces; the
# doctest builder runs the examples of the pages themselves. There is no global setup: each
# page imports what it uses, so its examples run as a reader pastes them
# (tests/test_docs.py runs each page that way, without Sphinx, too).
doctest_test_doctest_blocks = ""
