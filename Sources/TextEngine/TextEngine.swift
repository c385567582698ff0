public enum TextEngineModule {}
