print("redirectlint")
