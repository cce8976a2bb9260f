import AutoLayout
import LayoutTestSupport
import Testing

// The HKNSLayoutConstraint seed's example, pasted as the seed writes it
// (UIView read as LayoutView; the seed's misspelt `ibContraint` and
// `altSeondItem` included). `SeedViewController` stands in for
// UIViewController: it owns a window as its view, and `layout()` calls
// viewWillLayoutSubviews() and lays out, as UIKit does on rotation.

class SeedViewController {
  let view: LayoutWindow
  init(size: LayoutSize) { view = LayoutWindow(size: size) }
  func viewDidLoad() {}
  func viewWillLayoutSubviews() {}
  func layout() {
    viewWillLayoutSubviews()
    view.layoutIfNeeded()
  }
}

final class HKDemoController: SeedViewController {
  // What Interface Builder would have made: three views and one
  // HKNSLayoutConstraint on viewA's leading edge, 0.5 × its alt second
  // item's width (not an item yet, so its own constant 8 for now).
  let viewA = LayoutView(name: "viewA"), viewB = LayoutView(name: "viewB"), myButton = LayoutView(name: "myButton")
  var ibContraint: HKNSLayoutConstraint!
  var viewATopConstraint: HKNSLayoutConstraint!
  var viewAWidthConstraint: HKNSLayoutConstraint!
  var viewAHeightConstraint: HKNSLayoutConstraint!

  init() {
    super.init(size: LayoutSize(width: 375, height: 667))
    for v in [viewA, viewB, myButton] {
      view.addSubview(v)
      v.translatesAutoresizingMaskIntoConstraints = false
    }
    // viewB: 20 from the top-left, half the window wide, 50 high.
    viewB.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
    viewB.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
    viewB.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5).isActive = true
    viewB.heightAnchor.constraint(equalToConstant: 50).isActive = true
    // myButton: 120 × 44 at the bottom-left.
    myButton.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
    myButton.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20).isActive = true
    myButton.widthAnchor.constraint(equalToConstant: 120).isActive = true
    myButton.heightAnchor.constraint(equalToConstant: 44).isActive = true
    ibContraint = HKNSLayoutConstraint(
      item: viewA, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1,
      constant: 8, altSecondItem: .notAnItem, altCalculationBasis: .width, altMultiplier: 0.5)
    ibContraint.isActive = true
  }

  override func viewDidLoad() {

    super.viewDidLoad()

    // Setting the alt second item of a constraint that is created in Interface Builder

    ibContraint.altSeondItem = .uiItem(myButton)

    // set the top anchor of viewA to 10% of screen height:

    viewATopConstraint = HKNSLayoutConstraint(
      item: viewA as Any, attribute: .top, altSecondItem: .deviceScreen,
      altCalculationBasis: .height, altMultiplier: 0.1)

    viewATopConstraint.isActive = true

    // set width of viewA to 0.5 of the viewB:

    viewAWidthConstraint = HKNSLayoutConstraint(
      item: viewA as Any, attribute: .width, altSecondItem: .uiItem(viewB), altCalculationBasis: .width,
      altMultiplier: 0.5)

    viewAWidthConstraint.isActive = true

    // set height of viewA to a constant of 40:

    viewAHeightConstraint = HKNSLayoutConstraint(
      item: viewA as Any, attribute: .height, altSecondItem: .notAnItem, altCalculationBasis: .constant, constant: 40.0)

    viewAHeightConstraint.isActive = true
  }

  override func viewWillLayoutSubviews() {

    ibContraint.viewWillLayoutSubviews()
    viewATopConstraint.viewWillLayoutSubviews()
    viewAWidthConstraint.viewWillLayoutSubviews()
    viewAHeightConstraint.viewWillLayoutSubviews()  // not necessary but in case the equation is changed later

  }
}

@Suite("HKNSLayoutConstraint seed, as written")
struct HKSeedTests {
  @Test("the example in portrait, landscape and back")
  func example() {
    let controller = HKDemoController()
    controller.view.layoutIfNeeded()
    // Before viewDidLoad the IB constraint has no alt item: its constant 8.
    #expect(controller.viewA.frame.minX == 8)
    controller.viewDidLoad()
    controller.layout()
    // Portrait 375 × 667: x = 0.5 × myButton's 120 = 60; top = 0.1 × 667 =
    // 66.7; width = 0.5 × viewB's (0.5 × 375) = 93.75; height 40.
    expectFrame(controller.viewA, 60, 66.7, 93.75, 40)
    controller.view.rotate()
    controller.layout()
    // Landscape 667 × 375: top = 37.5; width = 0.5 × 333.5 = 166.75.
    expectFrame(controller.viewA, 60, 37.5, 166.75, 40)
    controller.view.rotate()
    controller.layout()
    expectFrame(controller.viewA, 60, 66.7, 93.75, 40)
    #expect(controller.view.report.isClean, "\(controller.view.report)")
  }

  @Test("the properties read back what was set; the basis clamps as the seed says")
  func properties() {
    let controller = HKDemoController()
    controller.viewDidLoad()
    let c = controller.viewAWidthConstraint!
    guard case .uiItem(let item) = c.altSecondItem else {
      Issue.record("expected .uiItem")
      return
    }
    #expect(item === controller.viewB)
    #expect(c.altCalculationBasis == .width && c.altMultiplier == 0.5)
    #expect(LayoutView.LengthCalculationBasis(clamping: 0) == .width)
    #expect(LayoutView.LengthCalculationBasis(clamping: 9) == .constant)
    c.altMultiplier = 0.25
    c.altCalculationBasis = .height
    controller.layout()
    // 0.25 × viewB's height 50.
    #expect(controller.viewA.frame.width == 12.5)
  }

  @Test("an item that is not a view makes an invalid constraint, reported on activation, not a crash")
  func notAView() {
    let c = HKNSLayoutConstraint(
      item: "not a view" as Any, attribute: .width, altSecondItem: .deviceScreen, altCalculationBasis: .width,
      altMultiplier: 0.5)
    #expect(c.invalidReason != nil)
    c.isActive = true
    #expect(!c.isActive)
  }
}
