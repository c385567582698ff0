import Checks
