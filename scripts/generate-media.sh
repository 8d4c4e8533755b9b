#!/usr/bin/env bash
# Regenerates the demo seed's media: small, real, playable files made only with Debian's
# ffmpeg, espeak-ng, ghostscript and chromium (apt-get install -y ffmpeg espeak-ng ghostscript
# chromium fonts-noto-cjk). The results are committed; run this only to change them.
# Each video and PDF has a Chinese edition beside it (NAME-zh.EXT), which the seed gives
# Chinese readers.
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=apps/server/src/demo/media
NARRATIONS=apps/server/src/demo/narrations.json
FONT=/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc
[ -f "$FONT" ] || FONT=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
rm -rf "$OUT" && mkdir -p "$OUT"

ff() { ffmpeg -hide_banner -loglevel error -y "$@"; }

# A still image: gradient background, a gold accent bar, a headline and a caption.
# args: file width height colour1 colour2 headline caption headline-size
still() {
  local file=$1 w=$2 h=$3 c1=$4 c2=$5 headline=$6 caption=$7 size=$8
  printf '%s' "$headline" >"$TMP/headline.txt"
  printf '%s' "$caption" >"$TMP/caption.txt"
  ff -f lavfi -i "gradients=s=${w}x${h}:c0=${c1}:c1=${c2}:x0=0:y0=0:x1=${w}:y1=${h}:nb_colors=2" -frames:v 1 \
    -vf "drawbox=x=$((w / 12)):y=$((h * 2 / 3 + size / 2)):w=$((w / 6)):h=$((h / 60 + 2)):color=0xD4A72C:t=fill,\
drawtext=fontfile=$FONT:textfile=$TMP/headline.txt:fontcolor=white:fontsize=$size:x=w/12:y=h*2/3-text_h,\
drawtext=fontfile=$FONT:textfile=$TMP/caption.txt:fontcolor=0xE8EEF5:fontsize=$((size * 2 / 5)):x=w/12:y=h*2/3+${size}" \
    -c:v libwebp -quality 72 "$OUT/$file"
}

# Art without lettering, for pictures the page crops or sets text over (banners, activities):
# the text lives in the HTML, so no width or language can cut it. args: file width height c1 c2
art() {
  local file=$1 w=$2 h=$3 c1=$4 c2=$5
  ff -f lavfi -i "gradients=s=${w}x${h}:c0=${c1}:c1=${c2}:x0=0:y0=${h}:x1=${w}:y1=0:nb_colors=2" -frames:v 1 \
    -vf "drawbox=x=$((w * 5 / 8)):y=$((h / 6)):w=$((w / 4)):h=$((h / 4)):color=white@0.08:t=fill,\
drawbox=x=$((w * 3 / 4)):y=$((h / 2)):w=$((w / 5)):h=$((h / 3)):color=white@0.06:t=fill,\
drawbox=x=$((w / 2)):y=$((h * 3 / 4)):w=$((w / 3)):h=$((h / 80 + 3)):color=0xD4A72C@0.9:t=fill" \
    -c:v libwebp -quality 72 "$OUT/$file"
}

palette=(0x0B2545:0x13315C 0x0B3C49:0x1B6F73 0x102A43:0x2E5C8A 0x0F3D3E:0x2C7873 0x1D2951:0x3C5A99 0x13293D:0x1B4965)

courses=(
  "指数基金|Index funds" "读懂财报|Financial statements" "风险管理|Risk management" "期权入门|Options basics"
  "债券投资|Bond investing" "行为金融|Behavioural finance" "组合再平衡|Rebalancing" "宏观指标|Macro indicators"
  "估值方法|Valuation" "现金流|Cash flow" "分散投资|Diversification" "复利思维|Compounding"
  "技术分析|Technical analysis" "资产配置|Asset allocation" "退休规划|Retirement planning" "税务筹划|Tax planning"
  "外汇基础|FX basics" "大宗商品|Commodities" "量化入门|Quant basics" "ESG 投资|ESG investing"
  "房地产信托|REITs" "可转债|Convertible bonds" "衍生品对冲|Hedging" "投资心理|Investor psychology"
)
for i in "${!courses[@]}"; do
  IFS='|' read -r zh en <<<"${courses[$i]}"
  IFS=':' read -r c1 c2 <<<"${palette[$((i % ${#palette[@]}))]}"
  still "$(printf 'course-%02d.webp' $((i + 1)))" 640 360 "$c1" "$c2" "$zh" "$en" 64
done

teachers=("ZL|0x0B3C49:0x2C7873" "MC|0x1D2951:0x3C5A99" "WF|0x13293D:0x1B6F73" "AR|0x102A43:0x2E5C8A"
  "LH|0x0F3D3E:0x1B4965" "SJ|0x0B2545:0x2C7873" "YT|0x13315C:0x1B6F73" "QN|0x1D2951:0x2E5C8A")
for i in "${!teachers[@]}"; do
  IFS='|' read -r initials colours <<<"${teachers[$i]}"
  IFS=':' read -r c1 c2 <<<"$colours"
  printf '%s' "$initials" >"$TMP/initials.txt"
  ff -f lavfi -i "gradients=s=256x256:c0=${c1}:c1=${c2}:nb_colors=2" -frames:v 1 \
    -vf "drawbox=x=0:y=236:w=256:h=20:color=0xD4A72C:t=fill,drawtext=fontfile=$FONT:textfile=$TMP/initials.txt:fontcolor=white:fontsize=104:x=(w-text_w)/2:y=(h-text_h)/2-10" \
    -c:v libwebp -quality 75 "$OUT/teacher-${initials,,}.webp"
done

art banner-01.webp 1200 400 0x0B2545 0x1B6F73
art banner-02.webp 1200 400 0x13293D 0x3C5A99
art banner-03.webp 1200 400 0x0F3D3E 0x2E5C8A
art activity-01.webp 800 450 0x0B3C49 0x2C7873
art activity-02.webp 800 450 0x1D2951 0x3C5A99
art activity-03.webp 800 450 0x102A43 0x1B4965

rewards=("笔记本|Notebook" "保温杯|Insulated mug" "帆布袋|Tote bag" "投资经典|Classic book"
  "课程兑换券|Course voucher" "进阶课程券|Advanced voucher" "学院卫衣|Hoodie" "台历|Desk calendar")
for i in "${!rewards[@]}"; do
  IFS='|' read -r zh en <<<"${rewards[$i]}"
  IFS=':' read -r c1 c2 <<<"${palette[$(((i + 2) % ${#palette[@]}))]}"
  still "$(printf 'reward-%02d.webp' $((i + 1)))" 480 480 "$c1" "$c2" "$zh" "$en" 56
done

# Each narration's "timings" (when each sentence is spoken, for the timed transcript and the
# captions) are measured from the files made here: after regenerating, measure them again, e.g.
# ffmpeg -i FILE -af silencedetect=noise=-40dB:d=0.15 -f null - (pauses of ~0.4 s end sentences).
narration() { node -e "const n=require('./$NARRATIONS')['$1']; process.stdout.write(n[process.argv[1]])" "$2"; }

for name in $(node -e "console.log(Object.keys(require('./$NARRATIONS')).join(' '))"); do
  espeak-ng -v "$(narration "$name" voice)" -s 150 -w "$TMP/$name.wav" "$(narration "$name" text)"
  case $name in
  video-*)
    narration "$name" title >"$TMP/title.txt"
    ff -f lavfi -i "gradients=s=480x270:c0=0x0B2545:c1=0x1B6F73:nb_colors=2:speed=0.005:r=12" -i "$TMP/$name.wav" \
      -vf "drawbox=x=40:y=170:w=80:h=5:color=0xD4A72C:t=fill,drawtext=fontfile=$FONT:textfile=$TMP/title.txt:fontcolor=white:fontsize=30:x=40:y=120" \
      -shortest -c:v libx264 -profile:v main -preset veryslow -crf 32 -pix_fmt yuv420p \
      -c:a aac -b:a 48k -ac 1 -movflags +faststart "$OUT/$name.mp4"
    # The Chinese edition: the same narration (so the passages' timings and both languages'
    # captions fit it), under a title card in Chinese.
    narration "$name" title_zh >"$TMP/title.txt"
    ff -f lavfi -i "gradients=s=480x270:c0=0x0B2545:c1=0x1B6F73:nb_colors=2:speed=0.005:r=12" -i "$OUT/$name.mp4" \
      -map 0:v -map 1:a -vf "drawbox=x=40:y=170:w=80:h=5:color=0xD4A72C:t=fill,drawtext=fontfile=$FONT:textfile=$TMP/title.txt:fontcolor=white:fontsize=34:x=40:y=116" \
      -shortest -c:v libx264 -profile:v main -preset veryslow -crf 32 -pix_fmt yuv420p \
      -c:a copy -movflags +faststart "$OUT/$name-zh.mp4"
    ;;
  audio-*) ff -i "$TMP/$name.wav" -c:a libmp3lame -b:a 48k -ac 1 "$OUT/$name.mp3" ;;
  esac
done

# PDFs: one lesson page each, typeset in PostScript and converted by ghostscript.
pdf() {
  local file=$1 title=$2
  shift 2
  {
    echo '%!PS'
    echo '/Helvetica-Bold findfont 22 scalefont setfont 0.04 0.15 0.27 setrgbcolor'
    echo "72 730 moveto ($title) show"
    echo '0.83 0.65 0.17 setrgbcolor 72 716 60 4 rectfill'
    echo '/Helvetica findfont 12 scalefont setfont 0.1 0.1 0.1 setrgbcolor'
    local y=690
    for line in "$@"; do
      echo "72 $y moveto ($line) show"
      y=$((y - 18))
    done
    echo 'showpage'
  } >"$TMP/page.ps"
  gs -q -dNOPAUSE -dBATCH -dSAFER -sDEVICE=pdfwrite -sPAPERSIZE=letter -sOutputFile="$OUT/$file" "$TMP/page.ps"
}

pdf guide-financial-ratios.pdf "Five ratios every investor should know" \
  "1. Price to earnings (P/E): what you pay for one unit of profit." \
  "2. Price to book (P/B): price against the accounting value of net assets." \
  "3. Debt to equity: how much of the business is financed by borrowing." \
  "4. Return on equity (ROE): profit earned on the owners' capital." \
  "5. Free cash flow yield: cash left after investment, against the price." \
  "" "Compare a company with its own history and with its industry, never in isolation." \
  "A single ratio is a question, not an answer."
pdf checklist-risk.pdf "A risk checklist before every trade" \
  "- Why am I buying? Write it down in one sentence." \
  "- Where will I admit I am wrong? Set the exit before the entry." \
  "- How much do I lose at the exit? Keep it under 2% of the portfolio." \
  "- How does this position correlate with what I already own?" \
  "- What would make me add, hold or sell?" \
  "" "Review the checklist after each closed position and note what you learned."
pdf worksheet-allocation.pdf "Asset allocation worksheet" \
  "Step 1. List your goals with a date and an amount." \
  "Step 2. For each goal, choose a mix of stocks, bonds and cash." \
  "        Goals under 3 years: mostly cash and short bonds." \
  "        Goals over 10 years: mostly diversified stock funds." \
  "Step 3. Write your target percentages and a 5% rebalancing band." \
  "Step 4. Once a year, or when a band is crossed, rebalance back to target." \
  "" "Keep the worksheet with your records and update it when your life changes."

# The Chinese editions of the PDFs: typeset in HTML with the Noto CJK fonts and printed by
# headless Chromium, as PostScript's standard fonts have no Chinese. args: file title lines…
pdf_zh() {
  local file=$1 title=$2
  shift 2
  {
    echo '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><style>'
    echo '@page{size:letter;margin:1in}body{font:12pt/1.5 "Noto Sans CJK SC",sans-serif;color:#1a1a1a}'
    echo 'h1{font-size:22pt;color:#0a2645;margin:0 0 6pt}hr{width:60pt;height:4pt;border:0;background:#d4a72c;margin:0 0 18pt}'
    echo 'p{margin:0 0 4pt;white-space:pre-wrap}</style>'
    echo "<h1>$title</h1><hr>"
    for line in "$@"; do echo "<p>${line:- }</p>"; done
  } >"$TMP/page.html"
  chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --print-to-pdf="$PWD/$OUT/$file" "file://$TMP/page.html" 2>/dev/null
}

pdf_zh guide-financial-ratios-zh.pdf "投资者必知的五个比率" \
  "1. 市盈率（P/E）：每一份利润你付出的价格。" \
  "2. 市净率（P/B）：价格与净资产账面价值之比。" \
  "3. 负债权益比：企业有多少资金来自借款。" \
  "4. 净资产收益率（ROE）：股东资本赚取的利润。" \
  "5. 自由现金流收益率：扣除投资后剩下的现金与价格之比。" \
  "" "把一家公司与它自己的历史、与同行业相比，绝不孤立地看。" \
  "单个比率是一个问题，而不是答案。"
pdf_zh checklist-risk-zh.pdf "每笔交易前的风险清单" \
  "- 我为什么买入？用一句话写下来。" \
  "- 在哪里承认自己错了？先定离场价，再定入场价。" \
  "- 到离场价时我亏多少？控制在投资组合的2%以内。" \
  "- 这笔仓位与我已持有的资产相关性如何？" \
  "- 什么情况会让我加仓、持有或卖出？" \
  "" "每次平仓后复盘这份清单，记下学到了什么。"
pdf_zh worksheet-allocation-zh.pdf "资产配置练习表" \
  "第一步：列出你的目标，写明日期和金额。" \
  "第二步：为每个目标选择股票、债券和现金的组合。" \
  "        三年内的目标：以现金和短期债券为主。" \
  "        十年以上的目标：以分散的股票基金为主。" \
  "第三步：写下目标比例和5%的再平衡区间。" \
  "第四步：每年一次，或在越过区间时，再平衡回目标比例。" \
  "" "把这份练习表与你的记录放在一起，生活变化时及时更新。"

du -sh "$OUT"
