// The Expectations module; see README.md for its place in the pipeline.
