//  A trimmed copy of the navigation library this app was started with, kept in the repository so the
//  app builds without a package manager. Only what the app calls is left.

import Foundation

/// Something that happened and may lead somewhere else in the app.
public protocol Step {}

/// What a stepper holds before it has emitted anything.
struct NoStep: Step {}
