// Positions are part of the model's vocabulary: every value carries where it was written.
@_exported import RedirectLintSource
