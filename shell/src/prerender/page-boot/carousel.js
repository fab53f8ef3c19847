// The testimonials on `/`, rotated every 5 s as the React carousel does until the app starts (not with reduced
// motion, not while the pointer or focus is on them).

/**
 * @param {Element} root
 * @param {() => boolean} appStarted once true, the slides stay where they are
 * @returns {() => void} stops the rotation (React has the page)
 */
export function rotateTestimonials(root, appStarted) {
  var slides = root.querySelectorAll('[data-testid="testimonial-slides"] > *');
  var carousel = slides.length ? slides[0].closest('section') : null;
  var dots = carousel ? carousel.querySelectorAll('ul button') : [];
  var current = 0;
  var paused = false;
  var reduced = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (carousel) {
    carousel.addEventListener('mouseenter', function () { paused = true; });
    carousel.addEventListener('mouseleave', function () { paused = false; });
    carousel.addEventListener('focusin', function () { paused = true; });
  }
  function show(next) {
    for (var i = 0; i < slides.length; i++) {
      var on = i === next;
      slides[i].classList.toggle('visible', on);
      slides[i].classList.toggle('opacity-100', on);
      slides[i].classList.toggle('invisible', !on);
      slides[i].classList.toggle('opacity-0', !on);
      if (on) {
        slides[i].removeAttribute('aria-hidden');
        slides[i].removeAttribute('inert');
      } else {
        slides[i].setAttribute('aria-hidden', 'true');
        slides[i].setAttribute('inert', '');
      }
      var dot = dots[i];
      if (dot) {
        if (on) dot.setAttribute('aria-current', 'true');
        else dot.removeAttribute('aria-current');
        var mark = dot.firstElementChild;
        if (mark) {
          mark.classList.toggle('bg-teal-800', on);
          mark.classList.toggle('bg-white', !on);
          mark.classList.toggle('group-hover:bg-teal-100', !on);
        }
      }
    }
    current = next;
  }
  var timer = window.setInterval(function () {
    if (!appStarted() && !paused && !reduced && slides.length > 1) show((current + 1) % slides.length);
  }, 5000);
  return function stop() {
    window.clearInterval(timer);
  };
}
