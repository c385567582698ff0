import Snapshots
