import AutoLayoutInterfaceBuilder
import Foundation

let xib = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
      <objects>
          <view contentMode="scaleToFill" id="card">
              <rect key="frame" x="0.0" y="0.0" width="200.5" height="100"/>
          </view>
      </objects>
  </document>
  """
do {
  let doc = try InterfaceBuilderDocument(data: Data(xib.utf8))
  doc.scenes[0].window.layoutIfNeeded()
  print(doc.scenes[0].id, doc.scenes[0].window.size)
} catch {
  print("error: \(error)")
}
