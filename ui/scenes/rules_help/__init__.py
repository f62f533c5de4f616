"""Rules help (scene.py's RulesHelpScene): a game's rules and card glossary; see scene.py for
how its parts fit together."""

from ui.scenes.rules_help.contents import GLOSSARY, MAX_QUERY
from ui.scenes.rules_help.scene import WHEEL_LINES, RulesHelpScene

__all__ = ["GLOSSARY", "MAX_QUERY", "WHEEL_LINES", "RulesHelpScene"]
