print("lesson-runner")
