// Assertions shared by the test targets.
