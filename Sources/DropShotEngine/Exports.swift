/// The engine runs the scenario format: whoever imports DropShotEngine reads and builds scenarios
/// with DropShotFormat's types as before the format had a module of its own.
@_exported import DropShotFormat
