import AutoLayout
import Testing

@Suite("Dynamic Type sizes")
struct DynamicTypeTests {
  @Test(
    "hand-checked point sizes and leading from the guidelines' table",
    arguments: [
      (LayoutTextStyle.body, LayoutContentSizeCategory.large, 17.0, 22.0),
      (.body, .extraSmall, 14, 19),
      (.body, .accessibilityExtraExtraExtraLarge, 53, 62),
      (.largeTitle, .large, 34, 41),
      (.largeTitle, .accessibilityExtraExtraExtraLarge, 60, 70),
      (.headline, .extraLarge, 19, 24),
      (.caption2, .extraSmall, 11, 13),
      (.caption2, .large, 11, 13),
      (.footnote, .accessibilityMedium, 23, 29),
      (.title1, .extraExtraExtraLarge, 34, 41),
      (.callout, .accessibilityLarge, 32, 39),
    ])
  func handChecked(style: LayoutTextStyle, category: LayoutContentSizeCategory, size: Double, leading: Double) {
    let font = style.font(for: category)
    #expect(font.pointSize == size)
    #expect(font.leading == leading)
  }

  @Test("every style grows (or stays) from one category to the next, and its leading is at least its size")
  func monotonic() {
    for style in LayoutTextStyle.allCases {
      var previous: DynamicTypeFont?
      for category in LayoutContentSizeCategory.allCases {
        let font = style.font(for: category)
        #expect(font.leading >= font.pointSize, "\(style) at \(category)")
        if let previous {
          #expect(font.pointSize >= previous.pointSize, "\(style) at \(category)")
          #expect(font.leading >= previous.leading, "\(style) at \(category)")
        }
        previous = font
      }
      // Every style is strictly larger at AX5 than at Large.
      #expect(style.font(for: .accessibilityExtraExtraExtraLarge).pointSize > style.font(for: .large).pointSize)
    }
  }

  @Test("at every category the styles keep their order: large title > title 1 > title 2 > title 3 >= body > callout")
  func hierarchy() {
    for category in LayoutContentSizeCategory.allCases {
      let size = { (style: LayoutTextStyle) in style.font(for: category).pointSize }
      #expect(size(.largeTitle) > size(.title1), "\(category)")
      #expect(size(.title1) > size(.title2), "\(category)")
      #expect(size(.title2) > size(.title3), "\(category)")
      #expect(size(.title3) >= size(.body), "\(category)")
      #expect(size(.body) > size(.callout), "\(category)")
      #expect(size(.headline) == size(.body), "\(category)")
    }
  }

  @Test("headline is semibold, body regular; the default category is Large")
  func weightsAndDefault() {
    #expect(LayoutTextStyle.headline.font().weight == .semibold)
    #expect(LayoutTextStyle.body.font().weight == .regular)
    #expect(LayoutTextStyle.body.font() == LayoutTextStyle.body.font(for: .large))
  }

  @Test("categories: order, accessibility flag, names both ways")
  func categories() {
    #expect(LayoutContentSizeCategory.allCases.count == 12)
    #expect(LayoutContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    #expect(!LayoutContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(LayoutContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(LayoutContentSizeCategory(named: "AX5") == .accessibilityExtraExtraExtraLarge)
    #expect(LayoutContentSizeCategory(named: "xsmall") == .extraSmall)
    #expect(LayoutContentSizeCategory(named: "accessibilityMedium") == .accessibilityMedium)
    #expect(LayoutContentSizeCategory(named: "huge") == nil)
    for category in LayoutContentSizeCategory.allCases {
      #expect(LayoutContentSizeCategory(named: category.description) == category)
    }
  }

  @Test("a value scales in the proportion of the style's size: 10 at body AX5 is 10 * 53 / 17")
  func scaledValue() {
    #expect(LayoutTextStyle.body.scaledValue(10, for: .large) == 10)
    #expect(abs(LayoutTextStyle.body.scaledValue(10, for: .accessibilityExtraExtraExtraLarge) - 530.0 / 17) < 1e-12)
  }
}
