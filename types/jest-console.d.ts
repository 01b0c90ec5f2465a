// Types of the console matchers @wordpress/jest-console adds (`expect( console ).toHaveErrored()`).
import '@wordpress/jest-console';
