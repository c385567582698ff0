public enum Specs {}
