#!/usr/bin/env python3
"""Browser and API tests of `autolayout serve`, against the real server and
a real browser: Debian's chromium driven by Selenium with Debian's
chromium-driver (installed by .ci/run).

    python3 Tests/Browser/playground_test.py PATH-TO-autolayout [--shots DIR]

Starts the server on a free port (and a second one with a short time
limit), runs every check, and saves a screenshot of the page for each
browser check that fails (and one of the finished page) in --shots.
"""
import json
import os
import socket
import subprocess
import sys
import time
import traceback
import urllib.error
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

STORYBOARD = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
<device id="retina4_7" orientation="portrait" appearance="light"/>
<scenes>
<scene sceneID="s1"><objects><viewController id="vc1" customClass="LoginViewController" sceneMemberID="viewController">
<view key="view" id="loginRoot"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
<subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="card" userLabel="Card"><rect key="frame" x="20" y="100" width="335" height="200"/></view></subviews>
<constraints>
<constraint firstItem="card" firstAttribute="leading" secondItem="loginRoot" secondAttribute="leading" constant="20" id="c1"/>
<constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="20" id="c2"/>
<constraint firstItem="card" firstAttribute="top" secondItem="loginRoot" secondAttribute="top" constant="100" id="c3"/>
<constraint firstItem="card" firstAttribute="height" constant="200" id="c4"/>
</constraints></view></viewController></objects></scene>
<scene sceneID="s2"><objects><viewController id="vc2" customClass="BrokenViewController" sceneMemberID="viewController">
<view key="view" id="brokenRoot"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
<subviews><view translatesAutoresizingMaskIntoConstraints="NO" ambiguous="YES" id="loose" userLabel="Loose"><rect key="frame" x="10" y="10" width="50" height="50"/></view></subviews>
<constraints><constraint firstItem="loose" firstAttribute="width" constant="50" id="d1"/></constraints>
</view></viewController></objects></scene>
</scenes></document>
"""

LOG = """2026-11-22 10:00:00.000 Demo[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.
(
    "<NSLayoutConstraint:0x600001 UILabel:0x7f01'Title'.width == 300   (active)>",
    "<NSLayoutConstraint:0x600002 UILabel:0x7f01'Title'.leading == UIView:0x7f02.leading + 20   (active)>",
    "<NSLayoutConstraint:0x600003 UILabel:0x7f01'Title'.trailing == UIView:0x7f02.trailing - 20   (active)>",
    "<NSLayoutConstraint:0x600004 'UIView-Encapsulated-Layout-Width' UIView:0x7f02.width == 320   (active)>"
)

Will attempt to recover by breaking constraint
<NSLayoutConstraint:0x600001 UILabel:0x7f01'Title'.width == 300   (active)>
"""

BOX = "size 300x200\nview box\nbox.leading == |.leading + 10\nbox.top == |.top + 20\nbox.width == 100; box.height == 50\n"
PINNED = "size 300x200\nview pin\npin.trailing == |.trailing - 10; pin.top == |.top\npin.width == screen.width * 0.5; pin.height == 20\n"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(tool, *extra):
    port = free_port()
    process = subprocess.Popen([tool, "serve", "--port", str(port), *extra], stdout=subprocess.PIPE, text=True)
    line = process.stdout.readline()  # said once the socket listens
    assert f"http://127.0.0.1:{port}/" in line, f"unexpected first line: {line!r}"
    return process, f"http://127.0.0.1:{port}"


def request(base, method, path, body=None, raw=None):
    data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
    req = urllib.request.Request(base + path, data=data, method=method, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return r.status, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()


class Checks:
    def __init__(self, base, slow_base, shots):
        self.base, self.slow_base, self.shots = base, slow_base, shots
        self.failures = []
        self.driver = None

    # MARK: API against the real server

    def api_endpoints(self):
        status, body = request(self.base, "GET", "/")
        assert status == 200 and b'id="source"' in body
        for path in ["/app.js", "/app.css", "/api/devices", "/api/demos"]:
            assert request(self.base, "GET", path)[0] == 200, path
        status, body = request(self.base, "POST", "/api/layout", {"text": BOX})
        frames = json.loads(body)["frames"]
        assert status == 200 and frames == [{"name": "box", "frame": [10, 20, 100, 50]}], frames

    def api_keep_alive_latency(self):
        # A response written in pieces without
        # TCP_NODELAY each keep-alive request waits ~40 ms for the client's
        # delayed ACK (Nagle's algorithm). A small request must not.
        import http.client
        import statistics
        host, port = self.base.rsplit(":", 1)
        connection = http.client.HTTPConnection(host.replace("http://", ""), int(port), timeout=30)
        times = []
        for _ in range(21):
            start = time.perf_counter()
            connection.request("GET", "/api/devices")
            response = connection.getresponse()
            response.read()
            assert response.status == 200
            times.append(time.perf_counter() - start)
        connection.close()
        median = statistics.median(times[1:]) * 1000
        assert median < 30, f"median keep-alive request {median:.1f} ms"

    def api_layout_latency(self):
        # As you type, each change posts the whole layout: the profile demo,
        # 20 times on one kept-alive connection; the median must stay small
        # (10-15 ms on a release build here; the bound allows a debug build
        # on a busy machine).
        import http.client
        import statistics
        status, body = request(self.base, "GET", "/api/demos")
        text = json.loads(body)["demos"][0]["text"]
        host, port = self.base.rsplit(":", 1)
        connection = http.client.HTTPConnection(host.replace("http://", ""), int(port), timeout=30)
        times = []
        payload = json.dumps({"text": text, "constraints": True})
        for _ in range(21):
            start = time.perf_counter()
            connection.request("POST", "/api/layout", payload, {"Content-Type": "application/json"})
            response = connection.getresponse()
            response.read()
            assert response.status == 200
            times.append(time.perf_counter() - start)
        connection.close()
        median = statistics.median(times[1:]) * 1000
        print(f"     median as-you-type request: {median:.1f} ms")
        assert median < 100, f"median layout request {median:.1f} ms"

    def api_bad_input(self):
        status, body = request(self.base, "POST", "/api/layout", {"text": "view a\na.hieght == 4"})
        error = json.loads(body)["errors"][0]
        assert status == 400 and (error["line"], error["column"]) == (2, 3), error
        assert "did you mean 'height'" in error["help"], error
        assert request(self.base, "POST", "/api/layout", raw=b"{not json")[0] == 400
        assert request(self.base, "POST", "/api/check", {"file": "<document>\n<cut"})[0] == 400
        assert request(self.base, "POST", "/api/why", {"log": "nothing here"})[0] == 400
        assert request(self.base, "GET", "/nowhere")[0] == 404
        assert request(self.base, "DELETE", "/api/layout")[0] == 405

    def api_oversized(self):
        status, body = request(self.base, "POST", "/api/layout", raw=b" " * (1024 * 1024 + 10))
        assert status == 413, status
        assert "limit" in json.loads(body)["errors"][0]["message"]

    def api_too_slow(self):
        rows = ["size 375x667"]
        for i in range(3000):
            top = "|.top" if i == 0 else f"r{i - 1}.bottom"
            rows += [f"view r{i}", f"r{i}.leading == |.leading; r{i}.trailing == |.trailing",
                     f"r{i}.top == {top}; r{i}.height == 44"]
        status, body = request(self.slow_base, "POST", "/api/layout", {"text": "\n".join(rows)})
        assert status == 503, status
        assert "longer than" in json.loads(body)["errors"][0]["message"]
        # The server still answers afterwards.
        assert request(self.slow_base, "GET", "/api/devices")[0] == 200

    # MARK: The page in a real browser

    def open(self, url=None):
        self.driver.get(url or self.base + "/")
        WebDriverWait(self.driver, 20).until(lambda d: d.execute_script("return document.body.dataset.ready") == "1")

    def set_text(self, text):
        area = self.driver.find_element(By.ID, "source")
        area.click()
        area.send_keys(Keys.CONTROL, "a")
        area.send_keys(Keys.DELETE)
        area.send_keys(text)

    def frames(self):
        # Read in one script: the table is rebuilt on every answer, so
        # elements found one call earlier may be gone.
        return self.driver.execute_script(
            "const out = {};"
            "for (const r of document.querySelectorAll('#frames tbody tr'))"
            "  out[r.dataset.view] = [...r.querySelectorAll('td')].slice(1).map((td) => Number(td.textContent));"
            "return out;")

    def wait(self, condition, what, timeout=15):
        try:
            WebDriverWait(self.driver, timeout, poll_frequency=0.1).until(lambda d: condition())
        except Exception:
            raise AssertionError(f"timed out waiting for {what}")

    def type_and_see_picture(self):
        self.open()
        self.set_text(BOX)
        self.wait(lambda: self.frames().get("box") == [10, 20, 100, 50], "the typed box in the frames table")
        svg = self.driver.find_element(By.CSS_SELECTOR, "#picture svg").get_attribute("outerHTML")
        assert "box (10, 20, 100, 50)" in svg, svg[:300]
        self.set_text(BOX.replace("+ 10", "+ 40"))
        self.wait(lambda: self.frames().get("box", [0])[0] == 40, "the picture to follow an edit")

    def typo_inline_error(self):
        self.open()
        self.set_text(BOX.replace("box.height == 50", "box.hieght == 50"))
        bubble = self.driver.find_element(By.ID, "bubble")
        self.wait(lambda: bubble.is_displayed(), "the inline error")
        assert (bubble.get_attribute("data-line"), bubble.get_attribute("data-column")) == ("5", "23"), bubble.text
        assert "did you mean 'height'?" in bubble.text, bubble.text
        mark = self.driver.find_element(By.CSS_SELECTOR, "#overlay .err")
        assert mark.text == "hieght", mark.text
        bad = self.driver.find_element(By.CSS_SELECTOR, "#gutter .bad")
        assert bad.get_attribute("data-line") == "5"
        # The bubble sits under line 5 of the editor.
        line_top = 10 + 5 * 20
        top = float(bubble.value_of_css_property("top").rstrip("px"))
        assert abs(top - (line_top + 2)) < 1, top

    def drag_handle(self):
        self.open()
        self.set_text(PINNED)
        self.wait(lambda: self.frames().get("pin") == [140, 0, 150, 20], "the pinned view")
        handle = self.driver.find_element(By.ID, "handle")
        ActionChains(self.driver).click_and_hold(handle).move_by_offset(60, 30).move_by_offset(40, 20).release().perform()
        self.wait(lambda: self.driver.find_element(By.ID, "size").text == "400 × 250", "the size after the drag")
        # Trailing-pinned, half the width: x = 400 − 10 − 200.
        self.wait(lambda: self.frames().get("pin") == [190, 0, 200, 20], "the frames to follow the drag")

    def pick_device(self):
        self.open()
        self.set_text(PINNED)
        self.wait(lambda: "pin" in self.frames(), "the layout")
        Select(self.driver.find_element(By.ID, "device")).select_by_value("retina6_1")
        self.wait(lambda: self.driver.find_element(By.ID, "size").text == "414 × 896", "the device's size")
        self.wait(lambda: self.frames().get("pin") == [197, 0, 207, 20], "the adaptive width on the device")
        self.driver.find_element(By.ID, "landscape").click()
        self.wait(lambda: self.frames().get("pin") == [438, 0, 448, 20], "the landscape layout")

    def hover_links(self):
        self.open()
        self.set_text(BOX)
        self.wait(lambda: "box" in self.frames(), "the layout")
        item = self.driver.find_element(By.CSS_SELECTOR, '#constraints li[data-index="2"]')
        ActionChains(self.driver).move_to_element(item).perform()
        self.wait(lambda: self.driver.find_elements(By.CSS_SELECTOR, '#picture g.constraint.hot[data-constraint="2"]'),
                  "the hovered constraint in the picture")
        assert self.driver.find_element(By.CSS_SELECTOR, "#gutter .hot").get_attribute("data-line") == "5"

    def drop_storyboard(self):
        self.open()
        self.driver.find_element(By.ID, "tab-storyboard").click()
        self.driver.execute_script(
            """
            const file = new File([arguments[0]], "Login.storyboard", {type: "application/xml"});
            const data = new DataTransfer();
            data.items.add(file);
            const drop = document.getElementById("drop");
            drop.dispatchEvent(new DragEvent("dragover", {dataTransfer: data, bubbles: true, cancelable: true}));
            drop.dispatchEvent(new DragEvent("drop", {dataTransfer: data, bubbles: true, cancelable: true}));
            """, STORYBOARD)
        self.wait(lambda: len(self.driver.find_elements(By.CSS_SELECTOR, "#roots button")) == 2, "the two roots")
        assert "LoginViewController" in self.driver.find_element(By.CSS_SELECTOR, "#roots button.active").text
        self.wait(lambda: "Card" in self.driver.find_element(By.ID, "ib-picture").get_attribute("innerHTML"), "the first root's picture")
        self.driver.find_element(By.CSS_SELECTOR, '#roots button[data-scene="brokenRoot"]').click()
        self.wait(lambda: "Loose" in self.driver.find_element(By.ID, "findings").text, "the second root's findings")
        assert "ambiguity" in self.driver.find_element(By.ID, "findings").text

    def paste_log(self):
        self.open()
        self.driver.find_element(By.ID, "tab-log").click()
        self.driver.execute_script(
            "const a = document.getElementById('log'); a.value = arguments[0]; a.dispatchEvent(new Event('input'));", LOG)
        self.wait(lambda: "cannot hold together" in self.driver.find_element(By.ID, "explanation").text, "the explanation")
        text = self.driver.find_element(By.ID, "explanation").text
        assert "Fixes" in text or "relax" in text, text
        assert self.driver.find_elements(By.CSS_SELECTOR, "#log-picture svg"), "no picture of the log"
        picture = self.rect("#log-picture svg")
        assert picture["width"] > 50 and picture["height"] > 50, picture
        self.driver.save_screenshot(os.path.join(self.shots, "log.png"))

    def shared_link(self):
        self.open()
        self.set_text(BOX.replace("box", "shared"))
        # The address is written with the layout request, after the last key.
        self.wait(lambda: self.frames().get("shared") == [10, 20, 100, 50], "the typed layout")
        self.wait(lambda: "#z=" in self.driver.current_url, "the text in the address")
        time.sleep(0.5)
        link = self.driver.current_url
        self.driver.get("about:blank")
        self.open(link)
        text = self.driver.find_element(By.ID, "source").get_attribute("value")
        assert text == BOX.replace("box", "shared"), repr(text)
        self.wait(lambda: self.frames().get("shared") == [10, 20, 100, 50], "the shared layout laid out")


    # MARK: The page's layout, zoom, labels, devices, syntax help, completions

    def rect(self, css):
        return self.driver.execute_script(
            "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
            "return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height};", css)

    def report_beside_picture(self):
        self.open()
        self.set_text(BOX)
        self.wait(lambda: "box" in self.frames(), "the layout")
        stage, report, frames = self.rect("#stage"), self.rect("#report"), self.rect("#frames")
        height = self.driver.execute_script("return window.innerHeight")
        assert report["left"] >= stage["right"] - 1, (stage, report)
        assert report["top"] < stage["bottom"] and report["bottom"] > stage["top"], (stage, report)
        assert report["bottom"] <= height and frames["top"] < height, (report, frames, height)  # above the fold

    def fit_zoom_pan(self):
        self.open()
        self.set_text("size 2000x1500\nview big\nbig.edges == |.edges\n")
        self.wait(lambda: "big" in self.frames(), "the large layout")
        scale = lambda: float(self.driver.find_element(By.ID, "stage").get_attribute("data-scale"))
        self.wait(lambda: scale() < 0.5, "the picture fitted to its pane")
        stage, svg = self.rect("#stage"), self.rect("#picture svg")
        assert svg["left"] >= stage["left"] - 1 and svg["right"] <= stage["right"] + 1, (stage, svg)
        assert svg["top"] >= stage["top"] - 1 and svg["bottom"] <= stage["bottom"] + 1, (stage, svg)
        fitted = scale()
        self.driver.find_element(By.CSS_SELECTOR, '[data-for="stage"] [data-zoom="in"]').click()
        assert abs(scale() - fitted * 1.25) < 1e-3, (scale(), fitted)
        self.driver.execute_script(
            "document.getElementById('stage').dispatchEvent(new WheelEvent('wheel', {deltaY: 200, clientX: 300,"
            " clientY: 300, bubbles: true, cancelable: true}))")
        assert scale() < fitted * 1.25, scale()
        before = self.rect("#picture svg")
        ActionChains(self.driver).move_to_element_with_offset(self.driver.find_element(By.ID, "stage"), 5, 5) \
            .click_and_hold().move_by_offset(40, 25).release().perform()
        after = self.rect("#picture svg")
        assert abs(after["left"] - before["left"] - 40) < 2 and abs(after["top"] - before["top"] - 25) < 2, (before, after)
        self.driver.find_element(By.CSS_SELECTOR, '[data-for="stage"] [data-zoom="fit"]').click()
        assert abs(scale() - fitted) < 1e-3
        self.driver.save_screenshot(os.path.join(self.shots, "layout-fitted.png"))

    def labels_legible(self):
        self.open()
        self.set_text("size 300x200\nview wide\nview dot\nwide.left == |.left + 10; wide.top == |.top + 10\n"
                      "wide.width == 250; wide.height == 40\ndot.left == |.left + 20; dot.top == |.top + 100\n"
                      "dot.width == 8; dot.height == 8\n")
        self.wait(lambda: "dot" in self.frames(), "the layout")
        labels = self.driver.execute_script(
            "const out = {}; for (const t of document.querySelectorAll('#picture text'))"
            " out[t.textContent.split(' ')[0]] = [t.classList.contains('tight'), getComputedStyle(t).opacity];"
            " return out;")
        assert labels["wide"] == [False, "1"] and labels["dot"] == [True, "0"], labels
        dot = [r for r in self.driver.find_elements(By.CSS_SELECTOR, "#picture rect")
               if r.get_attribute("width") == "8"][0]
        ActionChains(self.driver).move_to_element(dot).perform()
        self.wait(lambda: self.driver.execute_script(
            "return [...document.querySelectorAll('#picture text')].find((t) => t.textContent.startsWith('dot '))"
            ".matches(':hover, rect:hover + text')"), "the hidden label shown on hover")

    def device_names(self):
        self.open()
        option = self.driver.find_element(By.CSS_SELECTOR, '#device option[value="retina6_1"]')
        assert option.text.startswith("iPhone 11 — 414×896"), option.text
        assert self.driver.find_element(By.CSS_SELECTOR, '#device option[value="retina4_7"]').text.startswith("iPhone 8")

    def syntax_help(self):
        self.open()
        self.driver.find_element(By.ID, "help-button").click()
        help_pane = self.driver.find_element(By.ID, "help")
        self.wait(lambda: help_pane.is_displayed() and "Visual Format Language" in help_pane.text, "the syntax reference")
        assert "screen.shorterEdge" in help_pane.text
        self.driver.save_screenshot(os.path.join(self.shots, "layout-syntax.png"))
        status, body = request(self.base, "GET", "/reference.html")
        assert status == 200 and b"Attributes" in body

    def completions(self):
        self.open()
        self.set_text("view card\nview cardTitle\ncard.wi")
        popup = self.driver.find_element(By.ID, "complete")
        names = lambda: [li.get_attribute("data-name") for li in popup.find_elements(By.TAG_NAME, "li")]
        self.wait(lambda: popup.is_displayed() and names()[:1] == ["width"], "attribute completions")
        self.driver.save_screenshot(os.path.join(self.shots, "layout-completion.png"))
        self.driver.find_element(By.ID, "source").send_keys(Keys.TAB)
        value = lambda: self.driver.find_element(By.ID, "source").get_attribute("value")
        assert value().endswith("card.width"), repr(value())
        self.driver.find_element(By.ID, "source").send_keys(" == 10\nca")
        self.wait(lambda: popup.is_displayed() and names()[:2] == ["card", "cardTitle"], "view name completions")
        self.driver.find_element(By.ID, "source").send_keys(Keys.ARROW_DOWN, Keys.ENTER)
        assert value().endswith("\ncardTitle"), repr(value())
        self.driver.find_element(By.ID, "source").send_keys(Keys.ESCAPE)

    def storyboard_frames(self):
        self.open()
        self.driver.find_element(By.ID, "tab-storyboard").click()
        self.driver.execute_script(
            """
            const data = new DataTransfer();
            data.items.add(new File([arguments[0]], "Login.storyboard", {type: "application/xml"}));
            document.getElementById("drop").dispatchEvent(new DragEvent("drop", {dataTransfer: data, bubbles: true, cancelable: true}));
            """, STORYBOARD)
        self.wait(lambda: self.driver.find_elements(By.CSS_SELECTOR, '#ib-frames tr[data-id="card"]'), "the frames table")
        cells = [td.text for td in self.driver.find_elements(By.CSS_SELECTOR, '#ib-frames tr[data-id="card"] td')]
        assert cells == ["Card", "20, 100, 335, 200", "20, 100, 335, 200", "0"], cells
        stage, table = self.rect("#ib-stage"), self.rect("#ib-frames")
        assert table["left"] >= stage["right"] - 1, (stage, table)
        self.driver.save_screenshot(os.path.join(self.shots, "storyboard.png"))

    def run(self):
        api = [self.api_endpoints, self.api_keep_alive_latency, self.api_layout_latency, self.api_bad_input,
               self.api_oversized,
               self.api_too_slow]
        browser = [self.type_and_see_picture, self.typo_inline_error, self.drag_handle, self.pick_device,
                   self.hover_links, self.drop_storyboard, self.paste_log, self.shared_link,
                   self.report_beside_picture, self.fit_zoom_pan, self.labels_legible, self.device_names,
                   self.syntax_help, self.completions, self.storyboard_frames]
        for check in api:
            self.attempt(check, browser=False)
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for a in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,900"]:
            options.add_argument(a)
        self.driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        try:
            for check in browser:
                self.attempt(check, browser=True)
            self.open()
            self.driver.save_screenshot(os.path.join(self.shots, "playground.png"))
        finally:
            self.driver.quit()
        return self.failures

    def attempt(self, check, browser):
        name = check.__name__
        try:
            check()
            print(f"ok   {name}")
        except Exception as e:
            self.failures.append(name)
            print(f"FAIL {name}: {e}")
            traceback.print_exc(limit=2)
            if browser:
                path = os.path.join(self.shots, f"fail-{name}.png")
                self.driver.save_screenshot(path)
                print(f"     screenshot: {path}")


def main(argv):
    tool = argv[1]
    shots = argv[argv.index("--shots") + 1] if "--shots" in argv else "browser-shots"
    os.makedirs(shots, exist_ok=True)
    server, base = start_server(tool)
    slow, slow_base = start_server(tool, "--time-limit", "0.3")
    try:
        failures = Checks(base, slow_base, shots).run()
    finally:
        for p in (server, slow):
            p.send_signal(2)  # Ctrl-C
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                p.kill()
                failures = ["the server did not stop on Ctrl-C"]
    stopped = [p.returncode for p in (server, slow)]
    if any(code != 0 for code in stopped):
        failures.append(f"exit codes after Ctrl-C: {stopped}")
    print(f"{'all passed' if not failures else 'failed: ' + ', '.join(failures)}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
