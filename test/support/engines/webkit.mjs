// WebKit (WebKitGTK's MiniBrowser) under web-test-runner, driven through WebKitWebDriver, which
// scripts/webkit-services.mjs starts on a private Xvfb display before the run.
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import { webdriverCommands } from './webdriver-commands.mjs';

// The WebDriver launcher lacks set-viewport, emulate-media and key down/up; its commands plugin must
// answer before the runner's built-in ones, which refuse a 'webdriver' browser.
class WebKitLauncher extends WebdriverLauncher {
  constructor(options, commands) {
    super(options);
    this.commands = commands;
  }

  async initialize(config, testFiles) {
    if (!config.plugins.includes(this.commands)) config.plugins.unshift(this.commands);
    return super.initialize(config, testFiles);
  }
}

export function webkitLauncher({ binary, port, desktop }) {
  return new WebKitLauncher({
    hostname: '127.0.0.1', port, path: '/', logLevel: 'error',
    capabilities: {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary, args: ['--automation'] },
      'wdio:enforceWebDriverClassic': true,
    },
  }, webdriverCommands({ desktop }));
}
