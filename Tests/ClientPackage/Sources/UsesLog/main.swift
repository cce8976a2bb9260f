import AutoLayoutLog

let text = """
  Unable to simultaneously satisfy constraints.
  (
      "<NSLayoutConstraint:0x1 UIView:0x7f01.height == 200.5   (active)>",
      "<NSLayoutConstraint:0x2 UIView:0x7f01.height == 100   (active)>"
  )
  Will attempt to recover by breaking constraint
  <NSLayoutConstraint:0x2 UIView:0x7f01.height == 100   (active)>
  """
do {
  let log = try ConflictLog(text)
  let why = ConflictExplanation(log.blocks[0])
  print(why.conflict.map(\.name), why.fixes.first?.kind.rawValue ?? "-")
} catch {
  print("error: \(error)")
}
