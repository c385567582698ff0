import LayoutCheckKit
print("layoutcheck")
