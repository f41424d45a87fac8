print("lesson-bench")
