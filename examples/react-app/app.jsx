// A React 19 app that uses the elements through the package's bundler entry (README, "From a
// framework"): `import 'sq-elements'` resolves to dist/bundler/, whose element chunks import this app's
// React, so the page runs one React. It renders a gallery whose slides React owns (add, remove, reverse,
// re-key, unmount and mount again), an accordion, and a pricing toggle whose third option React adds and
// removes, and sets a camelCase property on the gallery
// before its code has arrived. Built by build.mjs; tested by test/node/react-app*.test.mjs.
import 'sq-elements';
import 'sq-elements/sq.css';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const PICTURES = ['alpine-sunrise', 'city-lights', 'coastal-cliffs', 'desert-dunes', 'harbour-at-dusk',
  'misty-pine-forest', 'northern-lights', 'redwood-dawn', 'spring-hills', 'stormy-sea'];
const INITIAL_SLIDES = 3;
/** The slide the gallery starts on: set as a property before sq-gallery is defined (see galleryRef). */
const START_INDEX = 1;

let made = 0;
/** A slide of the app's state: `key` is React's key (re-keying gives new ones), `name` its picture. */
const newSlide = (name) => ({ key: `slide-${++made}`, name });
/** The next slide to add: the first picture not shown (StrictMode may call an updater twice). */
const nextSlide = (slides) => newSlide(PICTURES.find((name) => !slides.some((slide) => slide.name === name)) ?? PICTURES[0]);
const label = (name) => name.replace(/-/g, ' ');

/**
 * React 19 sets a prop on a custom element as a property only when the element already has it, that
 * is once its class is defined; before that, `currentIndex={1}` would become an attribute named
 * `currentindex`, which no element reads. Either write the dashed attribute (`current-index="1"`), or
 * set the property from a ref, as here: the element keeps a property set before its definition and
 * applies it when it upgrades (the upgrade-property pattern).
 */
function galleryRef(el) {
  if (el && !customElements.get('sq-gallery')) el.currentIndex = START_INDEX;
}

function Gallery({ slides }) {
  return (
    <sq-gallery design="grid" slides-per-row="3" ref={galleryRef}>
      {slides.map(({ key, name }) => (
        <figure key={key} data-slide-id={key}>
          <img src={`/demo/images/${name}.svg`} alt={label(name)} loading="lazy" data-image-dimensions="1500x1000" />
          <figcaption>{label(name)}</figcaption>
        </figure>
      ))}
    </sq-gallery>
  );
}

function Faq() {
  return (
    <sq-accordion>
      <div data-sq-item>
        <h3>Which React does the gallery use?</h3>
        <p>This app&apos;s own: the bundler entry imports react and react-dom from the app.</p>
      </div>
      <div data-sq-item>
        <h3>Where does the stylesheet come from?</h3>
        <p>The app imports sq-elements/sq.css; esbuild writes it beside the script.</p>
      </div>
    </sq-accordion>
  );
}

/** A pricing toggle whose options React owns: the lifetime plan comes and goes with the app's state. */
function Plans({ lifetime }) {
  return (
    <sq-pricing-toggle label="Billing period">
      <div data-sq-option="monthly" data-sq-label="Monthly"><p>$12 a month</p></div>
      <div data-sq-option="annual" data-sq-label="Annual"><p>$120 a year</p></div>
      {lifetime && <div data-sq-option="lifetime" data-sq-label="Lifetime"><p>$400 once</p></div>}
    </sq-pricing-toggle>
  );
}

/** What the page shows about the gallery once it is defined: its index and how many slides React rendered. */
function useGalleryStatus(slides, shown) {
  const [status, setStatus] = useState('sq-gallery: loading…');
  useEffect(() => {
    let live = true;
    void customElements.whenDefined('sq-gallery').then(() => {
      const el = document.querySelector('sq-gallery');
      if (live) setStatus(el ? `sq-gallery: defined, currentIndex ${el.currentIndex}, ${slides.length} slides` : 'sq-gallery: unmounted');
    });
    return () => { live = false; };
  }, [slides, shown]);
  return status;
}

function App() {
  const [slides, setSlides] = useState(() => PICTURES.slice(0, INITIAL_SLIDES).map(newSlide));
  const [shown, setShown] = useState(true);
  const [lifetime, setLifetime] = useState(false);
  const status = useGalleryStatus(slides, shown);
  return (
    <main>
      <h1>sq elements in a React 19 app</h1>
      <div className="controls" role="group" aria-label="Gallery slides">
        <button type="button" data-action="add" onClick={() => setSlides((s) => [...s, nextSlide(s)])}>Add a slide</button>
        <button type="button" data-action="remove" disabled={!slides.length} onClick={() => setSlides((s) => s.slice(1))}>Remove the first slide</button>
        <button type="button" data-action="reverse" onClick={() => setSlides((s) => [...s].reverse())}>Reverse the slides</button>
        <button type="button" data-action="rekey" onClick={() => setSlides((s) => s.map(({ name }) => newSlide(name)))}>Re-key every slide</button>
        <button type="button" data-action="toggle" onClick={() => setShown((on) => !on)}>{shown ? 'Unmount the gallery' : 'Mount the gallery'}</button>
      </div>
      <output id="status">{status}</output>
      {shown && <Gallery slides={slides} />}
      <h2>Questions</h2>
      <Faq />
      <h2>Plans</h2>
      <button type="button" data-action="lifetime" aria-pressed={lifetime} onClick={() => setLifetime((on) => !on)}>
        Offer a lifetime plan
      </button>
      <Plans lifetime={lifetime} />
    </main>
  );
}

createRoot(document.getElementById('root')).render(<StrictMode><App /></StrictMode>);
