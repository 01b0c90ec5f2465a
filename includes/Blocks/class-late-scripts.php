<?php
/**
 * Where every screen on a page is server-rendered, its scripts wait until the page has loaded (or the
 * visitor touches it): the visitor already sees the first step, and the theme's fonts and images get
 * the connection first. What a visitor does before the app runs is kept and played again.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Prints the view scripts, with their dependencies that nothing else on the page needs, as inert tags
 * (`type="text/plain"`) and one small inline script that starts them in order later. That script
 * also notes clicks and submits on a server-rendered screen before its app took over
 * (`window.immoWizardsEarlyEvents`, played again by `src/host/early-input.ts`).
 */
final class Late_Scripts {

	/**
	 * Marks a tag that the inline script starts.
	 */
	private const MARK = 'data-immo-wizards-late';

	/**
	 * The ids core gives a handle's tags (`{handle}-js`, `{handle}-js-before`, …); group 1 is the
	 * handle. Read by PHP and by the inline script alike.
	 */
	private const TAG_ID = '^(.+)-js(?:-before|-after|-extra|-translations)?$';

	/**
	 * The view scripts of the screens on this page.
	 *
	 * @var array<string, true>
	 */
	private static array $views = array();

	/**
	 * Whether every screen on this page printed its first step.
	 *
	 * @var bool
	 */
	private static bool $all_server_rendered = true;

	/**
	 * Whether a screen on this page printed its first step (then early clicks are noted).
	 *
	 * @var bool
	 */
	private static bool $any_server_rendered = false;

	/**
	 * The handles whose tags are printed inert (set when the footer's scripts are printed).
	 *
	 * @var array<string, true>
	 */
	private static array $late = array();

	/**
	 * Hooks in before core prints the footer's scripts.
	 */
	public static function register(): void {
		add_action( 'wp_print_footer_scripts', array( self::class, 'print' ), 9 );
		add_filter( 'wp_script_attributes', array( self::class, 'attributes' ) );
		add_filter( 'wp_inline_script_attributes', array( self::class, 'attributes' ) );
	}

	/**
	 * Notes a screen on the page.
	 *
	 * @param string $view            Its view script's handle.
	 * @param bool   $server_rendered Whether its first step was printed (a client-rendered screen
	 *                                needs its script at once).
	 */
	public static function add( string $view, bool $server_rendered ): void {
		self::$views[ $view ]      = true;
		self::$all_server_rendered = self::$all_server_rendered && $server_rendered;
		self::$any_server_rendered = self::$any_server_rendered || $server_rendered;
	}

	/**
	 * Decides which tags wait and prints the inline script, before core prints the tags.
	 */
	public static function print(): void {
		$scripts = wp_scripts();
		$views   = array_values( array_intersect( $scripts->queue, array_keys( self::$views ) ) );
		if ( ! $views ) {
			return;
		}
		/**
		 * Whether the screens' scripts wait until the page has loaded or the visitor touches it (only
		 * where every screen on the page is server-rendered). A site whose optimisation tool delays
		 * scripts itself may turn this off.
		 *
		 * @param bool $late Default true.
		 */
		$late = self::$all_server_rendered && apply_filters( 'immo_wizards_scripts_after_load', true );
		if ( $late ) {
			// What another script on the page needs keeps its place and its way of loading.
			$others     = Blocks::dependencies( array_diff( $scripts->queue, $views ) );
			self::$late = array_fill_keys( array_diff( Blocks::dependencies( $views ), $others, $scripts->done ), true );
		}
		if ( self::$any_server_rendered ) {
			wp_print_inline_script_tag( self::script( $late ) );
		}
	}

	/**
	 * Makes a waiting handle's tags inert: its script, its translations and inline scripts (TAG_ID).
	 *
	 * @param array<string, mixed> $attributes Tag attributes.
	 * @return array<string, mixed>
	 */
	public static function attributes( $attributes ) {
		$id = is_array( $attributes ) && is_string( $attributes['id'] ?? null ) ? $attributes['id'] : '';
		if ( self::$late && preg_match( '/' . self::TAG_ID . '/', $id, $match ) && isset( self::$late[ $match[1] ] ) ) {
			$attributes['type']       = 'text/plain';
			$attributes[ self::MARK ] = true;
		}
		return $attributes;
	}

	/**
	 * Forgets this page's screens (a new page; used by tests).
	 */
	public static function reset(): void {
		self::$views               = array();
		self::$all_server_rendered = true;
		self::$any_server_rendered = false;
		self::$late                = array();
	}

	/**
	 * The inline script (ES5). It notes clicks on a screen's buttons and holds its form's submit until
	 * the app took over (`data-immo-wizards-hydrating`). Where the tags wait, it starts them once the
	 * page has loaded and painted its fonts (the frame after `document.fonts.ready`, then an idle
	 * moment), or at the visitor's first touch, key or submit: all fetched at once, run in the
	 * printed order. It starts only the tags of the handles it names: markup in a post that copies
	 * the mark is not run.
	 *
	 * @param bool $late Whether tags wait.
	 */
	private static function script( bool $late ): string {
		$code = <<<'JS'
(function(w,d,late,handles){
var early=w.immoWizardsEarlyEvents=w.immoWizardsEarlyEvents||[],started=0;
function waiting(el){var c=el&&el.closest&&el.closest("[data-immo-wizards-ssr]");return !!c&&!c.hasAttribute("data-immo-wizards-hydrating");}
function start(){
if(started||!late){return;}
if(d.readyState==="loading"){d.addEventListener("DOMContentLoaded",start);return;}
started=1;
var tags=[].filter.call(d.querySelectorAll("script[MARK]"),function(t){var m=/TAG_ID/.exec(t.id);return !!m&&handles.indexOf(m[1])>=0;});
tags.forEach(function(t){if(t.src){var l=d.createElement("link");l.rel="preload";l.as="script";l.href=t.src;d.head.appendChild(l);}});
(function next(){
var t=tags.shift();if(!t){return;}
var s=d.createElement("script");
[].forEach.call(t.attributes,function(a){if(a.name!=="type"&&a.name!=="MARK"){s.setAttribute(a.name,a.value);}});
if(t.nonce){s.nonce=t.nonce;}
if(t.src){s.async=false;s.onload=s.onerror=next;}else{s.text=t.text;}
t.parentNode.replaceChild(s,t);
if(!t.src){next();}
})();
}
d.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("button");if(b&&b.type!=="submit"&&waiting(b)){early.push({click:b});}},true);
d.addEventListener("submit",function(e){if(waiting(e.target)){e.preventDefault();early.push({form:e.target,submitter:e.submitter||null});start();}},true);
if(!late){return;}
function idle(){if(w.requestIdleCallback){w.requestIdleCallback(start,{timeout:2000});}else{setTimeout(start,1);}}
function frame(f){if(w.requestAnimationFrame){w.requestAnimationFrame(f);}else{setTimeout(f,16);}}
function painted(){frame(function(){frame(idle);});}
function settled(){if(d.fonts&&d.fonts.ready){d.fonts.ready.then(painted);}else{painted();}}
if(d.readyState==="complete"){settled();}else{w.addEventListener("load",settled);}
["pointerdown","keydown","touchstart","focusin"].forEach(function(n){d.addEventListener(n,start,true);});
})(window,document,LATE,HANDLES);
JS;
		return strtr(
			$code,
			array(
				"\n"      => '',
				'MARK'    => self::MARK,
				'TAG_ID'  => self::TAG_ID,
				'LATE'    => $late ? 'true' : 'false',
				'HANDLES' => (string) wp_json_encode( array_keys( self::$late ), JSON_HEX_TAG ),
			)
		);
	}
}
