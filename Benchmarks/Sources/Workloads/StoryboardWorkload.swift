import AutoLayoutInterfaceBuilder
import Foundation

/// A generated storyboard of `rows` table-like rows in a scroll view's
/// stack, six views per row (a row, an icon, a vertical stack with a title
/// and a subtitle, a detail), for an iPhone 8: about 300 views for 50 rows.
/// Loading it (XML, views, constraints) and laying it out is the benchmark.
public enum StoryboardWorkload {
  public static func xml(rows: Int) -> Data {
    var body = ""
    var constraints = ""
    for i in 0..<rows {
      body += """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row\(i)">
            <rect key="frame" x="0.0" y="\(i * 60)" width="375" height="60"/>
            <subviews>
                <imageView contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="icon\(i)">
                    <rect key="frame" x="16" y="14" width="32" height="32"/>
                </imageView>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="2" translatesAutoresizingMaskIntoConstraints="NO" id="text\(i)">
                    <rect key="frame" x="60" y="10" width="227" height="40"/>
                    <subviews>
                        <label text="Title \(i)" horizontalHuggingPriority="249" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="title\(i)">
                            <rect key="frame" x="0.0" y="0.0" width="227" height="21"/>
                        </label>
                        <label text="Subtitle" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="subtitle\(i)">
                            <rect key="frame" x="0.0" y="23" width="227" height="17"/>
                        </label>
                    </subviews>
                </stackView>
                <label text="Detail" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="detail\(i)">
                    <rect key="frame" x="299" y="20" width="60" height="20"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="icon\(i)" firstAttribute="leading" secondItem="row\(i)" secondAttribute="leadingMargin" id="a\(i)"/>
                <constraint firstItem="icon\(i)" firstAttribute="centerY" secondItem="row\(i)" secondAttribute="centerY" id="b\(i)"/>
                <constraint firstItem="text\(i)" firstAttribute="leading" secondItem="icon\(i)" secondAttribute="trailing" constant="12" id="c\(i)"/>
                <constraint firstItem="text\(i)" firstAttribute="centerY" secondItem="row\(i)" secondAttribute="centerY" id="d\(i)"/>
                <constraint firstItem="detail\(i)" firstAttribute="leading" secondItem="text\(i)" secondAttribute="trailing" constant="12" id="e\(i)"/>
                <constraint firstAttribute="trailingMargin" secondItem="detail\(i)" secondAttribute="trailing" id="f\(i)"/>
                <constraint firstItem="detail\(i)" firstAttribute="centerY" secondItem="row\(i)" secondAttribute="centerY" id="g\(i)"/>
                <constraint firstAttribute="height" constant="60" id="h\(i)"/>
            </constraints>
        </view>

        """
      constraints += """
        <constraint firstItem="row\(i)" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l\(i)"/>
        <constraint firstItem="row\(i)" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r\(i)"/>
        <constraint firstItem="row\(i)" firstAttribute="top" secondItem="\(i == 0 ? "root" : "row\(i - 1)")" secondAttribute="\(i == 0 ? "top" : "bottom")" id="t\(i)"/>

        """
    }
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
          <device id="retina4_7" orientation="portrait" appearance="light"/>
          <scenes>
              <scene sceneID="s">
                  <objects>
                      <viewController id="vc" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="\(rows * 60)"/>
                              <subviews>
      \(body)
                              </subviews>
                              <constraints>
      \(constraints)
                              </constraints>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    return Data(text.utf8)
  }

  /// Loads and lays out the storyboard; returns the number of views.
  public static func loadAndLayOut(_ data: Data) throws -> Int {
    let doc = try InterfaceBuilderDocument(data: data, name: "bench.storyboard")
    for scene in doc.scenes { scene.window.layoutIfNeeded() }
    return doc.scenes.reduce(0) { $0 + $1.ids.count }
  }
}
