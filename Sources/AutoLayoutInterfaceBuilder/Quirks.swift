/// Where Interface Builder's canvas differs between Xcode releases or
/// devices from what UIKit documents, as one table: a row per difference,
/// the tools versions (`<document toolsVersion>`) it covers, and the
/// evidence — the corpus repositories whose stored frames show it.
///
/// The reader asks the table (``InterfaceBuilderQuirk/applies(toolsVersion:)``)
/// instead of carrying version numbers of its own. A row is kept only while
/// at least three repositories show it and none contradicts it;
/// `Scripts/ib_corpus.py --audit` measures that, and its leave-one-out
/// figure turns off the rows a repository alone keeps above three.
public struct InterfaceBuilderQuirk: Sendable, Hashable {
  /// A row's stable name.
  public struct ID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name, as `layout --disable-quirks` and the corpus script spell it.
    public var rawValue: String
    /// A row id by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The name.
    public var description: String { rawValue }

    /// iPhones without a notch drawn with no status bar (Xcode 10 to 13).
    public static let noStatusBarOnClassicPhones = ID(rawValue: "no-status-bar-classic-phones")
    /// iOS 15's taller status bars on the iPhone X and XR sizes (Xcode 13 on).
    public static let iOS15StatusBars = ID(rawValue: "ios15-status-bars")
    /// Cells of a table inside a view line up with the table's 15-point margins (Xcode 10 and 11).
    public static let cellMargins15 = ID(rawValue: "cell-margins-15")
    /// Cells on phones with a notch have 20-point side margins (a device quirk, all versions).
    public static let cellMargins20OnNotchedPhones = ID(rawValue: "cell-margins-20-notched")
    /// Cells of files from before Xcode 9 keep a plain view's 8-point margins.
    public static let cellMargins8 = ID(rawValue: "cell-margins-8")
    /// Segmented controls overhang their alignment rectangle by a point at the bottom (before Xcode 13).
    public static let segmentedControlOverhang = ID(rawValue: "segmented-control-overhang")
    /// Sliders overhang their alignment rectangle by a point at the bottom only (before Xcode 13).
    public static let sliderOverhangBelow = ID(rawValue: "slider-overhang-below")
  }

  /// The row's id.
  public let id: ID
  /// What the canvas does, in a sentence.
  public let summary: String
  /// The tools versions the row covers.
  public let toolsVersions: Range<Int>
  /// Corpus repositories (owner/name) whose stored frames show the row.
  public let evidence: [String]

  /// Whether the row covers a file saved by this tools version.
  public func applies(toolsVersion: Int) -> Bool { toolsVersions.contains(toolsVersion) }

  /// The table.
  public static let table: [InterfaceBuilderQuirk] = [
    InterfaceBuilderQuirk(
      id: .noStatusBarOnClassicPhones,
      summary: "iPhones without a notch are drawn without a status bar: the safe area starts at the top",
      toolsVersions: 14800..<21600,
      evidence: [
        "StepicOrg/stepik-ios",
        "ekazaev/route-composer",
        "element-hq/element-ios",
        "kodecocodes/alt-materials",
        "kodecocodes/ios-bootcamp-summer-2020",
        "kodecocodes/itdd-materials",
        "woocommerce/woocommerce-ios",
        "appbrewery/Tipsy-iOS13",
        "ReactiveX/RxSwift",
        "wordpress-mobile/WordPressAuthenticator-iOS",
        "soramitsu/fearless-iOS",
        "Aramist/twitter-ios-client",
        "bnaszradi/RosterTableView",
        "kodecocodes/des-materials",
        "scenee/FloatingPanel",
        "AidinBekturganov/WeatherApp",
        "jonkykong/SideMenu",
        "PacktPublishing/iOS-15-Programming-for-Beginners-Sixth-Edition",
        "52inc/Pulley",
        "AdrielMurray/AtlasCloud-Twitter-App",
        "Alacau/CodePath-Twitter-2020",
        "KennethTsang/GrowingTextView",
        "kodecocodes/cdt-materials",
        "kodecocodes/rxs-materials",
        "skc-2020/autolayout",
      ]),
    InterfaceBuilderQuirk(
      id: .iOS15StatusBars,
      summary: "the iPhone X size has a 50-point status bar, the XR size 48 (iOS 15's)",
      toolsVersions: 21000..<Int.max,
      evidence: [
        "rubenroques/goma-sportsbook-ios",
        "hackiftekhar/IQKeyboardManager",
        "hertz315/Swift_AutoLayout",
        "woocommerce/woocommerce-ios",
        "element-hq/element-ios",
        "BranchMetrics/ios-branch-deep-linking-attribution",
        "ProtonVPN/ios-mac-app",
        "instructure/canvas-ios",
        "sudoplatform/samples-ios",
      ]),
    InterfaceBuilderQuirk(
      id: .cellMargins15,
      summary: "cells of a table inside a controller's view have 15-point side margins",
      toolsVersions: 14000..<17000,
      evidence: [
        "josealarconchacon/CollectionViewTeamJoseGen",
        "kodecocodes/des-materials",
        "kodecocodes/rxs-materials",
      ]),
    InterfaceBuilderQuirk(
      id: .cellMargins8,
      summary: "a cell's content view keeps a plain view's 8-point margins",
      toolsVersions: 0..<13000,
      evidence: [
        "rubicon-project/RFMSDKAdapterSamples-iOS-MoPub",
        "IBAnimatable/IBAnimatable",
        "kodecocodes/i9t",
        "2667/Sports-Shopping-APP-uicollectionview-uitableview-headerview-kvc",
        "owncloud/ios-legacy",
        "BettinaP/WeatherApp",
        "firebase/quickstart-ios",
        "xmartlabs/Eureka",
        "1dividedby0/Instagram",
        "1dividedby0/Necto",
        "lkzhao/ElasticTransition",
        "BeiJiXiongA/CustomAlertView",
      ]),
    InterfaceBuilderQuirk(
      id: .cellMargins20OnNotchedPhones,
      summary: "a table cell's content view has 20-point side margins on a phone with a notch, 16 elsewhere below 414",
      toolsVersions: 0..<Int.max,
      evidence: [
        "eurofurence/ef-app_ios",
        "mssun/passforios",
        "sudoplatform/samples-ios",
      ]),
    InterfaceBuilderQuirk(
      id: .segmentedControlOverhang,
      summary: "a segmented control's frame is a point taller than its alignment rectangle, at the bottom",
      toolsVersions: 0..<18000,
      evidence: [
        "AppPeterPan/ScrollViewAndContainerViewDemo",
        "Boris-Em/BEMSimpleLineGraph",
        "DavidFaraday/eganak",
        "KennethTsang/GrowingTextView",
        "PacktPublishing/iOS-Programming-Cookbook",
        "StepicOrg/stepik-ios",
        "ThePalaceProject/ios-core",
        "dji-sdk/Mobile-SDK-iOS",
        "jonkykong/SideMenu",
        "kodecocodes/cdt-materials",
      ]),
    InterfaceBuilderQuirk(
      id: .sliderOverhangBelow,
      summary: "a slider's frame overhangs its alignment rectangle by a point at the bottom, none at the top",
      toolsVersions: 0..<18000,
      evidence: [
        "AcaiBowl/Closurable",
        "DominicMDev/DMActionController",
        "Esri/arcgis-runtime-samples-ios",
        "IBAnimatable/IBAnimatable",
        "WowzaMediaSystems/gocoder-sdk-samples-ios",
        "appbrewery/BMI-Calculator-iOS13",
        "danielgindi/Charts",
        "dji-sdk/Mobile-SDK-iOS",
        "jonkykong/SideMenu",
        "kodecocodes/rxs-materials",
        "lkzhao/ElasticTransition",
      ]),
  ]

  /// A row by its id.
  public static func row(_ id: ID) -> InterfaceBuilderQuirk? { table.first { $0.id == id } }
}
